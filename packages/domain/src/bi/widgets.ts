/**
 * The dashboard's widgets as definitions over the daily tracking roll-up (issue 19, decision
 * 0056). The catalogue's rows (names, texts, order) are data an administrator edits; what each
 * name counts is here, so the server's queries and the tests read one definition.
 */

/** The event types a roll-up row can carry: the browser's four and the server's sign-in. */
export const BI_EVENT_TYPES = [
  'LOGIN',
  'PAGE_LOAD',
  'BUTTON_CLICK',
  'TAB_CLICK',
  'CONTROL_CHANGE',
] as const;
export type BiEventType = (typeof BI_EVENT_TYPES)[number];

/**
 * byDay: one point per day of the range (zero where nothing happened);
 * byCategory: the ten largest groups, largest first. `total` counts the whole range
 * (for activeUsers: distinct users over the range, not a sum of days).
 */
export type WidgetShape = 'byDay' | 'byCategory';

export interface WidgetDefinition {
  shape: WidgetShape;
  /** Which events count; null: all of them. */
  eventTypes: readonly BiEventType[] | null;
  /** byDay: 'events' sums them, 'users' counts distinct users. byCategory: the grouping. */
  measure: 'events' | 'users' | 'eventType' | 'formName' | 'username';
}

export const WIDGET_DEFINITIONS = {
  signInsPerDay: { shape: 'byDay', eventTypes: ['LOGIN'], measure: 'events' },
  activeUsersPerDay: { shape: 'byDay', eventTypes: null, measure: 'users' },
  eventsPerDay: { shape: 'byDay', eventTypes: null, measure: 'events' },
  eventsByType: { shape: 'byCategory', eventTypes: null, measure: 'eventType' },
  pageLoadsByForm: { shape: 'byCategory', eventTypes: ['PAGE_LOAD'], measure: 'formName' },
  changesByForm: { shape: 'byCategory', eventTypes: ['CONTROL_CHANGE'], measure: 'formName' },
  clicksByForm: {
    shape: 'byCategory',
    eventTypes: ['BUTTON_CLICK', 'TAB_CLICK'],
    measure: 'formName',
  },
  topUsers: { shape: 'byCategory', eventTypes: null, measure: 'username' },
} as const satisfies Record<string, WidgetDefinition>;

export type WidgetName = keyof typeof WIDGET_DEFINITIONS;
export const WIDGET_NAMES = Object.keys(WIDGET_DEFINITIONS) as WidgetName[];

/** How many groups a byCategory widget shows. */
export const TOP_CATEGORIES = 10;

export function isWidgetName(name: string): name is WidgetName {
  return Object.hasOwn(WIDGET_DEFINITIONS, name);
}
