import type { UserUpdate, UserWidget } from '@portal/contracts/shell';
import type { User } from '@portal/contracts/user';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** POST /users/update with the whole user (spec 7); the server keeps the profile fields. */
export function updateUser(user: User | (UserUpdate & Partial<User>)): Promise<User> {
  return http.request<User>('/users/update', { method: 'POST', body: user });
}

/** POST /api/BI/GetAllUserWidgets with the user: their widgets in display order. */
export function widgetsQuery(user: User) {
  return queryOptions({
    queryKey: ['userWidgets', user.username],
    queryFn: ({ signal }) =>
      http.request<UserWidget[]>('/api/BI/GetAllUserWidgets', {
        method: 'POST',
        body: user,
        signal,
      }),
  });
}
