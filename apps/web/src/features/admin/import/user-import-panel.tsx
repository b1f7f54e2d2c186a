import {
  Alert,
  Button,
  FileButton,
  Group,
  Progress,
  Radio,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  parseImportIssuePath,
  type UserImportProgress,
  type UserImportResult,
} from '@portal/contracts/user-import';
import { formatFileSize } from '@portal/domain/fields/file-size';
import { IMPORT_LIMITS } from '@portal/domain/users/import-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '@/components/alerts/alert-store';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { USERS_KEY } from '../api';
import { downloadImportTemplate, fetchImportProgress, uploadUsers } from './api';

const ALERT = 'userImport';
const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ImportType = 'Incremental' | 'Full';

/**
 * The user import panel (platform spec 2.10; issue 16 §3): Select File, the rdoFileImportType
 * radio (Full means a full update), Import User; the chosen file's name and size; the counts of
 * a good import, or every problem of a refused file, in the administrator's language.
 */
export function UserImportPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [importType, setImportType] = useState<ImportType>('Incremental');
  const [result, setResult] = useState<UserImportResult | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [progressId, setProgressId] = useState<string | null>(null);
  const [progress, setProgress] = useState<UserImportProgress | null>(null);

  const upload = useMutation({
    mutationFn: ({ chosen, full, id }: { chosen: File; full: boolean; id: string }) =>
      uploadUsers(chosen, full, id),
    onMutate: ({ id }) => {
      setResult(null);
      setRefusal(null);
      setProgress(null);
      setProgressId(id);
    },
    onSettled: () => setProgressId(null),
    onSuccess: (answer) => {
      setResult(answer);
      // The list above shows the users the file created, updated or disabled.
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      alerts.show({ message: t('userImport.success'), type: 'Success', name: ALERT });
    },
    onError: (error) => {
      alerts.show({ message: t('userImport.failure'), type: 'Error', name: ALERT });
      if (error instanceof ApiError && error.issues.length > 0) setRefusal(error);
      else setRefusal(new ApiError(0, 'internal', t(errorMessageKey(error))));
    },
  });

  const template = useMutation({ mutationFn: downloadImportTemplate });

  // While the import runs, its rows read and written, asked one call at a time.
  useEffect(() => {
    if (progressId === null) return;
    const controller = new AbortController();
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        // Asked after a pause: a small file is done before, and a large one has started by then.
        await new Promise((resolve) => setTimeout(resolve, 700));
        if (stopped) break;
        try {
          const now = await fetchImportProgress(progressId, controller.signal);
          if (!stopped) setProgress(now);
        } catch {
          // Not started yet (404) or the call failed: the import's own answer says the rest.
        }
      }
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [progressId]);
  const count = (n: number) => formatNumber(n, language);

  return (
    <Stack component="section" gap="sm" aria-labelledby="user-import-title">
      <Title order={2} size="h3" id="user-import-title">
        {t('userImport.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('userImport.fileHint', { size: formatFileSize(IMPORT_LIMITS.maxBytes, language) })}
      </Text>
      <Group>
        <FileButton onChange={setFile} accept={ACCEPT}>
          {(props) => (
            <Button variant="default" {...props} disabled={upload.isPending}>
              {t('userImport.selectFile')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="subtle"
          onClick={() => template.mutate()}
          loading={template.isPending}
          data-testid="user-import-template"
        >
          {t('userImport.template')}
        </Button>
      </Group>
      {file ? (
        <Text size="sm">
          {t('userImport.fileName')}: <span id="fileUserUploadName">{file.name}</span> ·{' '}
          {t('userImport.fileSize')}:{' '}
          <span id="fileUserUploadSize">{formatFileSize(file.size, language)}</span>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('userImport.noFile')}
        </Text>
      )}
      <Radio.Group
        name="rdoFileImportType"
        label={t('userImport.importType')}
        value={importType}
        onChange={(value) => setImportType(value === 'Full' ? 'Full' : 'Incremental')}
      >
        <Stack gap={4} mt={4}>
          <Radio value="Incremental" label={t('userImport.incremental')} />
          <Radio value="Full" label={t('userImport.full')} />
        </Stack>
      </Radio.Group>
      <Group>
        <Button
          onClick={() =>
            file &&
            upload.mutate({ chosen: file, full: importType === 'Full', id: crypto.randomUUID() })
          }
          disabled={file === null}
          loading={upload.isPending}
        >
          {t('userImport.importUser')}
        </Button>
      </Group>
      {upload.isPending && (
        <Stack gap={4} role="status">
          <Progress value={100} striped animated aria-label={t('userImport.processing')} />
          <Text size="sm">
            {progress
              ? t('userImport.progress', {
                  read: count(progress.rowsRead),
                  written: count(progress.rowsWritten),
                })
              : t('userImport.processing')}
          </Text>
        </Stack>
      )}
      {result && (
        <Alert color="green" role="status" data-testid="user-import-result">
          {t('userImport.counts', {
            created: count(result.created),
            updated: count(result.updated),
            disabled: count(result.disabled),
            rows: count(result.rows),
          })}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" data-testid="user-import-problems">
          <Stack gap="xs">
            <Text size="sm">{t('userImport.problemsTitle')}</Text>
            {refusal.issues.length === 0 ? (
              <Text size="sm">{refusal.message}</Text>
            ) : (
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('userImport.line')}</Table.Th>
                    <Table.Th>{t('userImport.column')}</Table.Th>
                    <Table.Th>{t('userImport.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {refusal.issues.map((issue, index) => {
                    const at = parseImportIssuePath(issue.path);
                    return (
                      // The server's list is fixed once answered: the index is stable.
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows never move
                      <Table.Tr key={index}>
                        <Table.Td>
                          {at.line > 0 ? count(at.line) : t('userImport.wholeFile')}
                        </Table.Td>
                        <Table.Td>{at.column}</Table.Td>
                        <Table.Td>{issue.message}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
