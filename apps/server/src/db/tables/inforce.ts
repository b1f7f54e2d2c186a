import type { InforcePolicy } from '@portal/domain/inforce/types';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * In-force policies (inforce-and-illustration.md 3): one document per policy with every field
 * of the spec's entities, beside the columns the calls search and filter on (decision 0010).
 */
export const inforcePolicies = pgTable(
  'inforce_policies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    policyNumber: text('policy_number').notNull(),
    policyType: text('policy_type').notNull(),
    prodID: text('prod_id').notNull(),
    prodName: text('prod_name').notNull(),
    policyStatusCode: text('policy_status_code').notNull(),
    isActive: boolean('is_active').notNull(),
    /** The load result errorCode this policy answers with (1, 3, 5, 9 build a tree). */
    loadResult: integer('load_result').notNull(),
    agentID: text('agent_id').notNull(),
    writingAgentID: text('writing_agent_id').notNull(),
    /** Folded (lower case, no accents) "last first" of the first owner and insured. */
    ownerName: text('owner_name').notNull(),
    insuredName: text('insured_name').notNull(),
    document: jsonb('document').$type<InforcePolicy>().notNull(),
    // The figures the in-force data reports read of every policy, kept by the database from
    // the document (migration 0024; decision 0078): reading them from the jsonb decompresses
    // every document.
    issueDate: text('issue_date').generatedAlwaysAs(sql`("document"->>'issueDate')`),
    annualizedPremium: doublePrecision('annualized_premium').generatedAlwaysAs(
      sql`coalesce(("document"->>'totalAnnualizedPremium')::double precision, 0)`,
    ),
    billingMethod: text('billing_method').generatedAlwaysAs(
      sql`coalesce("document"->>'billingMethod', '')`,
    ),
    loanBalance: doublePrecision('loan_balance').generatedAlwaysAs(
      sql`coalesce(("document"->>'loanBalance')::double precision, 0)`,
    ),
    churchName: text('church_name').generatedAlwaysAs(
      sql`coalesce("document"->'owners'->0->>'churchName', '')`,
    ),
    churchCity: text('church_city').generatedAlwaysAs(
      sql`coalesce("document"->'owners'->0->>'churchCity', '')`,
    ),
    churchProvince: text('church_province').generatedAlwaysAs(
      sql`coalesce("document"->'owners'->0->>'churchProvince', '')`,
    ),
    payoutEffectiveDate: text('payout_effective_date').generatedAlwaysAs(
      sql`("document"->>'payoutEffectiveDate')`,
    ),
    annualPayoutAmount: numeric('annual_payout_amount').generatedAlwaysAs(
      sql`(("document"->>'annualPayoutAmount')::numeric)`,
    ),
    annualPayoutMode: text('annual_payout_mode').generatedAlwaysAs(
      sql`("document"->>'annualPayoutMode')`,
    ),
  },
  (t) => [
    uniqueIndex('inforce_policies_policy_number_key').on(t.policyNumber),
    index('inforce_policies_agent_id_idx').on(t.agentID),
    index('inforce_policies_writing_agent_id_idx').on(t.writingAgentID),
    index('inforce_policies_status_idx').on(t.policyStatusCode),
    index('inforce_policies_type_idx').on(t.policyType),
    index('inforce_policies_prod_id_idx').on(t.prodID),
    index('inforce_policies_owner_name_idx').on(t.ownerName.op('text_pattern_ops')),
    index('inforce_policies_insured_name_idx').on(t.insuredName.op('text_pattern_ops')),
  ],
);

/**
 * Every person or company named on a policy (owners, insureds or annuitants, payor), folded
 * for the alpha lookup's prefix, case- and accent-insensitive search.
 */
export const inforcePolicyNames = pgTable(
  'inforce_policy_names',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    policyId: bigint('policy_id', { mode: 'number' })
      .notNull()
      .references(() => inforcePolicies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    lastKey: text('last_key').notNull(),
    firstKey: text('first_key').notNull(),
    middleKey: text('middle_key').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth'),
    city: text('city').notNull(),
    province: text('province').notNull(),
  },
  (t) => [
    index('inforce_policy_names_last_first_idx').on(
      t.lastKey.op('text_pattern_ops'),
      t.firstKey.op('text_pattern_ops'),
    ),
    index('inforce_policy_names_first_idx').on(t.firstKey.op('text_pattern_ops')),
    index('inforce_policy_names_policy_id_idx').on(t.policyId),
  ],
);

/** The policy status lookup (spec 3): reference data, the same in every install. */
export const policyStatuses = pgTable(
  'policy_statuses',
  {
    policyStatusCode: text('policy_status_code').primaryKey(),
    policyStatusDescription: text('policy_status_description').notNull(),
    policyStatusDescriptionFr: text('policy_status_description_fr').notNull(),
    isDeath: boolean('is_death').notNull().default(false),
  },
  (t) => [index('policy_statuses_death_idx').on(t.isDeath).where(sql`${t.isDeath}`)],
);

/**
 * A policy's values at each past anniversary (the policy-progress report's history): what was
 * paid, what it was worth and what it would have paid on death, year by year.
 */
export const inforcePolicyHistory = pgTable(
  'inforce_policy_history',
  {
    policyId: bigint('policy_id', { mode: 'number' })
      .notNull()
      .references(() => inforcePolicies.id, { onDelete: 'cascade' }),
    policyYear: integer('policy_year').notNull(),
    anniversaryDate: text('anniversary_date').notNull(),
    /** Dollars, as the document keeps them. */
    premiumsPaid: doublePrecision('premiums_paid').notNull(),
    cashValue: doublePrecision('cash_value').notNull(),
    deathBenefit: doublePrecision('death_benefit').notNull(),
    loanBalance: doublePrecision('loan_balance').notNull(),
    dividend: doublePrecision('dividend').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.policyYear] })],
);
