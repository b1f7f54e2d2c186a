import { PERMISSION_KEYS, type Permissions } from '@portal/domain/access/permissions';
import type { ImportedUser } from '@portal/domain/users/import-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { roles } from '../db/schema';
import { rolePermissions } from './roles';

/**
 * The import's writes (issue 16 §3), all inside the caller's one transaction: new users and
 * updates go in batches as set-based statements fed one JSON parameter each, so 100,000 rows
 * are a few hundred statements on PostgreSQL or PGlite alike.
 */

export interface ExistingUser {
  id: number;
}

export interface ImportRole {
  id: number;
  permissions: Permissions;
}

/** Every user name already stored (lower case) with its id. */
export async function loadExistingUsers(db: Db): Promise<Map<string, ExistingUser>> {
  const rows = await db.execute<{ id: number; key: string }>(
    sql`select id, lower(username) as key from users`,
  );
  const map = new Map<string, ExistingUser>();
  for (const row of rowsOf<{ id: number; key: string }>(rows))
    map.set(row.key, { id: Number(row.id) });
  return map;
}

/** Roles by their English or French name, lower case. */
export async function loadImportRoles(db: Db): Promise<Map<string, ImportRole>> {
  const rows = await db.select().from(roles);
  const map = new Map<string, ImportRole>();
  for (const row of rows) {
    const role = { id: row.id, permissions: rolePermissions(row.permissions) };
    map.set(row.name.trim().toLowerCase(), role);
    if (row.nameFr.trim() !== '') map.set(row.nameFr.trim().toLowerCase(), role);
  }
  return map;
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const COLUMNS = `username text, first_name text, profile_name text, email_address text,
  phone_number_primary text, phone_number_secondary text, fax_number text,
  is_mobile_primary boolean, is_mobile_secondary boolean, input_language text,
  report_language text, font_size text, default_application text, agent_id text, role_id int`;

function record(user: ImportedUser, roleId: number | null, id?: number) {
  return {
    ...(id === undefined ? {} : { id }),
    username: user.username,
    first_name: user.firstName ?? null,
    profile_name: user.profileName ?? null,
    email_address: user.emailAddress ?? null,
    phone_number_primary: user.phoneNumberPrimary ?? null,
    phone_number_secondary: user.phoneNumberSecondary ?? null,
    fax_number: user.faxNumber ?? null,
    is_mobile_primary: user.isMobilePrimary ?? null,
    is_mobile_secondary: user.isMobileSecondary ?? null,
    input_language: user.inputLanguage ?? null,
    report_language: user.reportLanguage ?? null,
    font_size: user.fontSize ?? null,
    default_application: user.defaultApplication ?? null,
    agent_id: user.agentID ?? null,
    role_id: roleId,
  };
}

export interface PendingUser {
  user: ImportedUser;
  role: ImportRole | null;
  existing: ExistingUser | null;
}

/**
 * Writes one batch: inserts the new users (no password: they sign in through the directory,
 * or with a password an administrator's reset gives them) with their role's permissions or
 * none, and updates the others, keeping what the file leaves empty. Answers the new ids.
 */
export async function writeBatch(
  db: Db,
  batch: readonly PendingUser[],
  now: Date,
  enable: boolean,
): Promise<number[]> {
  const fresh = batch.filter((p) => p.existing === null);
  const known = batch.filter((p) => p.existing !== null);
  const permissionRows: { user_id: number; key: string; active: boolean; shown: boolean }[] = [];
  // A missing row is a permission neither active nor displayed: only granted ones are written.
  const addPermissions = (userId: number, permissions: Permissions) => {
    for (const key of PERMISSION_KEYS) {
      if (!permissions[key].isActive && !permissions[key].isDisplayed) continue;
      permissionRows.push({
        user_id: userId,
        key,
        active: permissions[key].isActive,
        shown: permissions[key].isDisplayed,
      });
    }
  };
  const newIds: number[] = [];
  const reassigned: number[] = [];
  const stamp = now.toISOString();
  if (fresh.length > 0) {
    const json = JSON.stringify(fresh.map((p) => record(p.user, p.role?.id ?? null)));
    const inserted = rowsOf<{ id: number; key: string }>(
      await db.execute(sql`
        insert into users (username, first_name, profile_name, email_address,
          phone_number_primary, phone_number_secondary, fax_number, is_mobile_primary,
          is_mobile_secondary, input_language, report_language, font_size, default_application,
          agent_id, role_id, password_hash, created_at, updated_at)
        select v.username, coalesce(v.first_name, ''), coalesce(v.profile_name, ''),
          coalesce(v.email_address, ''), coalesce(v.phone_number_primary, ''),
          coalesce(v.phone_number_secondary, ''), coalesce(v.fax_number, ''),
          coalesce(v.is_mobile_primary, false), coalesce(v.is_mobile_secondary, false),
          coalesce(v.input_language, 'English'), coalesce(v.report_language, 'English'),
          coalesce(v.font_size, 'Large'), coalesce(v.default_application, 'New Business'),
          coalesce(v.agent_id, ''), v.role_id, '', ${stamp}::timestamptz, ${stamp}::timestamptz
        from jsonb_to_recordset(${json}::jsonb) as v(${sql.raw(COLUMNS)})
        returning id, lower(username) as key`),
    );
    const byKey = new Map(fresh.map((p) => [p.user.username.toLowerCase(), p]));
    for (const row of inserted) {
      const id = Number(row.id);
      newIds.push(id);
      const role = byKey.get(row.key)?.role;
      if (role) addPermissions(id, role.permissions);
    }
  }
  if (known.length > 0) {
    const json = JSON.stringify(
      known.map((p) => record(p.user, p.role?.id ?? null, p.existing?.id)),
    );
    await db.execute(sql`
      update users u set
        first_name = coalesce(v.first_name, u.first_name),
        profile_name = coalesce(v.profile_name, u.profile_name),
        email_address = coalesce(v.email_address, u.email_address),
        phone_number_primary = coalesce(v.phone_number_primary, u.phone_number_primary),
        phone_number_secondary = coalesce(v.phone_number_secondary, u.phone_number_secondary),
        fax_number = coalesce(v.fax_number, u.fax_number),
        is_mobile_primary = coalesce(v.is_mobile_primary, u.is_mobile_primary),
        is_mobile_secondary = coalesce(v.is_mobile_secondary, u.is_mobile_secondary),
        input_language = coalesce(v.input_language, u.input_language),
        report_language = coalesce(v.report_language, u.report_language),
        font_size = coalesce(v.font_size, u.font_size),
        default_application = coalesce(v.default_application, u.default_application),
        agent_id = coalesce(v.agent_id, u.agent_id),
        role_id = coalesce(v.role_id, u.role_id),
        is_disabled = case when ${enable}::boolean then false else u.is_disabled end,
        updated_at = ${stamp}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as v(id int, ${sql.raw(COLUMNS)})
      where u.id = v.id
        -- A row that changes nothing is not rewritten (re-importing the same list is cheap).
        and ((v.first_name is not null and v.first_name is distinct from u.first_name)
          or (v.profile_name is not null and v.profile_name is distinct from u.profile_name)
          or (v.email_address is not null and v.email_address is distinct from u.email_address)
          or (v.phone_number_primary is not null and v.phone_number_primary is distinct from u.phone_number_primary)
          or (v.phone_number_secondary is not null and v.phone_number_secondary is distinct from u.phone_number_secondary)
          or (v.fax_number is not null and v.fax_number is distinct from u.fax_number)
          or (v.is_mobile_primary is not null and v.is_mobile_primary is distinct from u.is_mobile_primary)
          or (v.is_mobile_secondary is not null and v.is_mobile_secondary is distinct from u.is_mobile_secondary)
          or (v.input_language is not null and v.input_language is distinct from u.input_language)
          or (v.report_language is not null and v.report_language is distinct from u.report_language)
          or (v.font_size is not null and v.font_size is distinct from u.font_size)
          or (v.default_application is not null and v.default_application is distinct from u.default_application)
          or (v.agent_id is not null and v.agent_id is distinct from u.agent_id)
          or (v.role_id is not null and v.role_id is distinct from u.role_id)
          or (${enable}::boolean and u.is_disabled))`);
    // A role in the file replaces the user's permissions with the role's.
    for (const p of known) {
      if (!p.role || !p.existing) continue;
      reassigned.push(p.existing.id);
      addPermissions(p.existing.id, p.role.permissions);
    }
  }
  if (permissionRows.length > 0) {
    const desired = JSON.stringify(permissionRows);
    if (reassigned.length > 0) {
      // Rows the role does not give (or gives differently) go; rows it gives as they are stay,
      // so importing the same list again rewrites nothing.
      await db.execute(sql`
        with d as materialized (
          select * from jsonb_to_recordset(${desired}::jsonb)
            as d(user_id int, key text, active boolean, shown boolean))
        delete from user_permissions p
        where p.user_id = any(${`{${reassigned.join(',')}}`}::int[])
          and not exists (
            select 1 from d
            where d.user_id = p.user_id and d.key = p.permission_key
              and d.active = p.is_active and d.shown = p.is_displayed)`);
    }
    await db.execute(sql`
      insert into user_permissions (user_id, permission_key, is_active, is_displayed)
      select v.user_id, v.key, v.active, v.shown
      from jsonb_to_recordset(${desired}::jsonb)
        as v(user_id int, key text, active boolean, shown boolean)
      on conflict (user_id, permission_key) do nothing`);
  }
  return newIds;
}

/**
 * A full import: every enabled user the file did not name is disabled (kept, with their
 * history) and their sessions end. Answers how many were disabled.
 */
export async function disableAbsent(db: Db, named: readonly number[], now: Date): Promise<number> {
  const disabled = rowsOf<{ id: number }>(
    await db.execute(sql`
      update users set is_disabled = true, updated_at = ${now.toISOString()}::timestamptz
      where not is_disabled
        and not (id = any(${`{${named.join(',')}}`}::int[]))
      returning id`),
  );
  if (disabled.length === 0) return 0;
  const ids = `{${disabled.map((row) => Number(row.id)).join(',')}}`;
  await db.execute(sql`
    update sessions set revoked_at = ${now.toISOString()}::timestamptz, revoke_reason = 'disabled'
    where revoked_at is null and user_id = any(${ids}::int[])`);
  return disabled.length;
}
