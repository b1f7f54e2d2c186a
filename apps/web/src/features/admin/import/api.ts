import {
  USER_IMPORT_PATH,
  USER_IMPORT_PROGRESS_PATH,
  USER_IMPORT_TEMPLATE_PATH,
  type UserImportProgress,
  type UserImportResult,
} from '@portal/contracts/user-import';
import { http } from '@/lib/http';

/** POST /users/Uploadusers (platform spec 7): File, FileDirectory (empty), isFullUpdate. */
export function uploadUsers(
  file: File,
  isFullUpdate: boolean,
  progressId: string,
): Promise<UserImportResult> {
  const form = new FormData();
  form.append('File', file, file.name);
  form.append('FileDirectory', '');
  form.append('isFullUpdate', isFullUpdate ? 'true' : 'false');
  return http.request<UserImportResult>(`${USER_IMPORT_PATH}?progressId=${progressId}`, {
    method: 'POST',
    body: form,
  });
}

/** Rows read and written so far by the import started under this id (404 until it starts). */
export const fetchImportProgress = (progressId: string, signal?: AbortSignal) =>
  http.request<UserImportProgress>(`${USER_IMPORT_PROGRESS_PATH}/${progressId}`, { signal });

/** GET /users/UploadusersTemplate: the CSV template, saved by the browser. */
export async function downloadImportTemplate(): Promise<void> {
  const blob = await http.request<Blob>(USER_IMPORT_TEMPLATE_PATH, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'user-import-template.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
