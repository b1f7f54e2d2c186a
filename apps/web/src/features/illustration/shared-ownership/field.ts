/** The illustration form's field that holds the Shared Ownership data as JSON (data.ts). */
export const SHARED_DATA_FIELD = 'sharedOwnershipData';
