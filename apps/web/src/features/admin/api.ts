import {
  type AuditPage,
  type Role,
  type RoleSave,
  TOTAL_COUNT_HEADER,
  type UserAccessUpdate,
  type UserListQuery,
} from '@portal/contracts/admin';
import type { Dashboard } from '@portal/contracts/admin-dashboard';
import type { CatalogueUpdate, CatalogueWidget } from '@portal/contracts/bi';
import type { User } from '@portal/contracts/user';
import { http } from '@/lib/http';

export const USERS_KEY = ['admin', 'users'] as const;
export const ROLES_KEY = ['admin', 'roles'] as const;
export const AUDIT_KEY = ['admin', 'audit'] as const;

function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /users with a query: one page, and how many users match in all. */
export async function fetchUserPage(
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<{ users: User[]; total: number }> {
  let total = 0;
  const users = await http.request<User[]>(`/users?${queryString(query)}`, {
    signal,
    onHeaders: (headers) => {
      total = Number(headers.get(TOTAL_COUNT_HEADER) ?? 0);
    },
  });
  return { users, total };
}

/** One user by exact name, whatever it is (decision 0044: never GET /users/{name}). */
export async function fetchUser(username: string, signal?: AbortSignal): Promise<User | null> {
  const { users } = await fetchUserPage({ username, limit: 1 }, signal);
  return users[0] ?? null;
}

export const fetchRoles = (signal?: AbortSignal) =>
  http.request<Role[]>('/users/GetAllRoles', { signal });

export const saveRole = (role: RoleSave) =>
  http.request<Role>('/users/UpdateRole', { method: 'POST', body: role });

export const deleteRole = (roleId: number) =>
  http.request<{ ok: true }>('/users/DeleteRole', { method: 'POST', body: { roleId } });

export const updateUserAccess = (update: UserAccessUpdate) =>
  http.request<User>('/users/UpdateUserAccess', { method: 'POST', body: update });

export const signOutUser = (username: string) =>
  http.request<{ sessionsEnded: number }>('/users/SignOutUser', {
    method: 'POST',
    body: { username },
  });

/** POST /users/unlock (issue 26): clears a user name's sign-in failures. */
export const unlockUser = (username: string) =>
  http.request<{ ok: true }>('/users/unlock', { method: 'POST', body: { username } });

export const resetPassword = (username: string) =>
  http.request<{ username: string; temporaryPassword: string }>('/users/ResetPassword', {
    method: 'POST',
    body: { username },
  });

export const fetchAudit = (
  query: { username?: string; offset?: number; limit?: number },
  signal?: AbortSignal,
) => http.request<AuditPage>(`/users/GetAuditTrail?${queryString(query)}`, { signal });

/** GET /users/ExportAuditTrail: the trail (or one user's) as an Excel file, saved by the browser. */
export async function downloadAudit(username?: string): Promise<void> {
  const query = username ? `?${queryString({ username })}` : '';
  const blob = await http.request<Blob>(`/users/ExportAuditTrail${query}`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-trail${username ? `-${username}` : ''}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** GET /users/AdminDashboard, "today" counted from the browser's local midnight. */
export function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return http.request<Dashboard>(
    `/users/AdminDashboard?${queryString({ dayStart: midnight.toISOString() })}`,
    { signal },
  );
}

/**
 * The company settings on the Roles screen, each one GET and POST of its path: the role new
 * directory users get (decision 0030), the Shared Ownership presentation (decision 0081).
 */
export type CompanySettingPath = '/users/DirectorySignUp' | '/users/SharedOwnershipVariant';

export const companySettingKey = (path: CompanySettingPath) => ['admin', 'setting', path] as const;

export const fetchCompanySetting = <Setting>(path: CompanySettingPath, signal?: AbortSignal) =>
  http.request<Setting>(path, { signal });

export const saveCompanySetting = <Setting>(path: CompanySettingPath, setting: Setting) =>
  http.request<Setting>(path, { method: 'POST', body: setting });

export const CATALOGUE_KEY = ['admin', 'widgetCatalogue'] as const;

/** GET /api/BI/WidgetCatalogue: the widgets in their default order (decision 0057). */
export const fetchCatalogue = (signal?: AbortSignal) =>
  http.request<CatalogueWidget[]>('/api/BI/WidgetCatalogue', { signal });

export const saveCatalogueWidget = (widgetID: number, change: CatalogueUpdate) =>
  http.request<CatalogueWidget[]>(`/api/BI/WidgetCatalogue/${widgetID}`, {
    method: 'PUT',
    body: change,
  });

export const saveCatalogueOrder = (widgetIDs: number[]) =>
  http.request<CatalogueWidget[]>('/api/BI/WidgetCatalogueOrder', {
    method: 'PUT',
    body: { widgetIDs },
  });
