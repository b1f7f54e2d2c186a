// A year of the demo agents' history (issue 18; decision 0054), from a fixed seed, so that
// every data report has something to count on a fresh start: the tracking events the
// illustration screen's reports read (calculations with their form data, printed reports,
// sent applications, page loads, tabs and changes) and the cases they saved. Generated
// relative to the seed's "now", never after it. `npm run seed -- --tracking N` appends N more.
import {
  APPLY_EVENT,
  CONCEPT_FIELDS,
  PAGE_FIELDS,
  QUOTE_EVENT,
  REPORT_EVENT_CONTROLS,
  RIDER_FIELDS,
} from '@portal/domain/reports/data-reports';
import { inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { trackingEvents, users } from '../schema';
import { savedIllustrations } from '../tables/illustration';
import { rng } from './inforce';

type Rng = () => number;
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** The demo agents with a history; servicing, admin and the new agent have none of their own. */
export const HISTORY_AGENTS = ['agent', 'agentfr', 'whitelabel'] as const;
const DAY_MS = 86_400_000;
const HISTORY_SEED = 0x18da7a;

const PRODUCTS = ['0131', '0132', '0133', '0563', '0602', '0603', '0900', '0902'];
const PROVINCES = ['ON', 'QC', 'BC', 'AB', 'MB', 'NS', 'NB', 'SK'];
const FACES = [50_000, 100_000, 150_000, 250_000, 500_000, 750_000, 1_000_000, 2_000_000];
const MODES = ['Monthly', 'Monthly', 'Annual', 'Quarterly', 'SemiAnnual'];
const SURNAMES = ['Lemieux', 'Fortin', 'Girard', 'Morin', 'Pelland', 'Nguyen', 'Singh', 'Leblanc'];
const GIVEN = ['Marc', 'Julie', 'Olivier', 'Sophie', 'Daniel', 'Chloé', 'Karim', 'Isabelle'];

function uuidFrom(r: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An illustration form as the screen keeps it (text values, check boxes as booleans). */
function illustrationForm(r: Rng, client: string): Record<string, unknown> {
  const productId = pick(r, PRODUCTS);
  const ul = productId === '0602' || productId === '0603';
  const joint = r() < 0.15;
  const form: Record<string, unknown> = {
    productId,
    insuredName: client,
    insuredAge: String(18 + Math.floor(r() * 53)),
    insuredSex: r() < 0.52 ? 'M' : 'F',
    insuredSmokeClass: r() < 0.18 ? 'S' : 'N',
    province: pick(r, PROVINCES),
    faceAmount: String(pick(r, FACES)),
    premiumMode: pick(r, MODES),
    lifeBasis: r() < 0.5 ? 'JOINTLAST' : 'JOINTFIRST',
    insured2Age: joint ? String(20 + Math.floor(r() * 45)) : '',
    annualDeposit: ul ? String(1_000 * (2 + Math.floor(r() * 24))) : '',
    deathBenefitOption: ul && r() < 0.4 ? '2' : '1',
    coiType: ul && r() < 0.3 ? 'LevelGuaranteed' : 'YRT',
  };
  for (const f of RIDER_FIELDS) form[f] = r() < 0.2;
  for (const f of CONCEPT_FIELDS) form[f] = r() < 0.12;
  for (const f of PAGE_FIELDS) form[f] = r() < 0.6;
  return form;
}

type EventRow = typeof trackingEvents.$inferInsert;
type SavedRow = typeof savedIllustrations.$inferInsert;

interface Agent {
  id: number;
  username: string;
  agentID: string;
}

/** One working session of an agent: what they clicked, and maybe a case they saved. */
function session(r: Rng, agent: Agent, start: number, events: EventRow[], saved: SavedRow[]) {
  const trackingId = uuidFrom(r);
  let at = start;
  const push = (eventType: string, formName: string, controlName: string, detail = {}) => {
    at += Math.floor(5_000 + r() * 90_000);
    events.push({
      at: new Date(at),
      username: agent.username,
      eventType,
      formName,
      controlName,
      detail,
      trackingId,
      trackingUserName: agent.username,
      agentId: agent.agentID,
      clientTimestamp: Math.floor(at / 1000),
    });
  };
  push('PAGE_LOAD', 'illustration', '');
  const quotes = 1 + Math.floor(r() * 3);
  for (let q = 0; q < quotes; q += 1) {
    const client = `${pick(r, GIVEN)} ${pick(r, SURNAMES)}`;
    const form = illustrationForm(r, client);
    push('CONTROL_CHANGE', 'illustration', 'faceAmount', { faceAmount: form.faceAmount });
    if (r() < 0.3) push('TAB_CLICK', 'illustration', pick(r, ['riders', 'reports', 'concepts']));
    push(QUOTE_EVENT.eventType, QUOTE_EVENT.formName, QUOTE_EVENT.controlName, form);
    if (r() < 0.35)
      push(
        'BUTTON_CLICK',
        'illustration',
        r() < 0.75 ? REPORT_EVENT_CONTROLS.pdf : REPORT_EVENT_CONTROLS.excel,
        {
          productId: form.productId,
        },
      );
    if (r() < 0.25) {
      at += 60_000;
      saved.push({
        id: uuidFrom(r),
        ownerId: agent.id,
        name: `${client} ${form.productId}`,
        clientName: client,
        productId: String(form.productId),
        form,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
      if (r() < 0.3)
        push(APPLY_EVENT.eventType, APPLY_EVENT.formName, APPLY_EVENT.controlName, {
          productId: form.productId,
        });
    }
  }
}

async function insertAll(db: Db, events: EventRow[], saved: SavedRow[]) {
  for (let i = 0; i < events.length; i += 500)
    await db.insert(trackingEvents).values(events.slice(i, i + 500));
  for (let i = 0; i < saved.length; i += 200)
    await db.insert(savedIllustrations).values(saved.slice(i, i + 200));
}

async function historyAgents(db: Db): Promise<Agent[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, agentID: users.agentID })
    .from(users)
    .where(inArray(users.username, [...HISTORY_AGENTS]));
  return rows.sort((a, b) => a.username.localeCompare(b.username));
}

/**
 * The year before `now`: on about half the working days each agent has a session (between
 * 8:00 and 17:00 UTC). Only into a database the demo data has just created.
 */
export async function seedHistory(db: Db, now: Date): Promise<{ events: number; saved: number }> {
  const agents = await historyAgents(db);
  const r = rng(HISTORY_SEED);
  const events: EventRow[] = [];
  const saved: SavedRow[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let d = 365; d >= 1; d -= 1) {
    const day = today - d * DAY_MS;
    const weekday = new Date(day).getUTCDay();
    for (const agent of agents) {
      const busy = weekday === 0 || weekday === 6 ? 0.05 : 0.35;
      if (r() >= busy) continue;
      session(r, agent, day + (8 + Math.floor(r() * 8)) * 3_600_000, events, saved);
    }
  }
  await insertAll(db, events, saved);
  return { events: events.length, saved: saved.length };
}

/** `npm run seed -- --tracking N`: N more generated events over the last year, for load tests. */
export async function seedGeneratedTracking(
  db: Db,
  count: number,
  now: Date,
  onProgress?: (done: number) => void,
): Promise<number> {
  const agents = await historyAgents(db);
  if (agents.length === 0) return 0;
  const r = rng(HISTORY_SEED ^ Math.imul(count, 0x9e3779b1) ^ now.getTime());
  let added = 0;
  while (added < count) {
    const events: EventRow[] = [];
    while (events.length < 5_000 && added + events.length < count) {
      const start = now.getTime() - Math.floor(1 + r() * 364) * DAY_MS;
      const batch: EventRow[] = [];
      session(r, pick(r, agents), start, batch, []);
      events.push(...batch.slice(0, count - added - events.length));
    }
    await insertAll(db, events, []);
    added += events.length;
    onProgress?.(added);
  }
  return added;
}
