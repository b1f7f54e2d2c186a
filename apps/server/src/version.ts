/** The product version users see (platform spec sections 1 and 9). */
export const PRODUCT_VERSION = '1.2.1';
