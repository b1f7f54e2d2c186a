import { Checkbox, Table } from '@mantine/core';
import {
  PERMISSION_KEYS,
  type PermissionKey,
  type Permissions,
} from '@portal/domain/access/permissions';
import { useTranslation } from 'react-i18next';

interface PermissionGridProps {
  value: Permissions;
  onChange: (next: Permissions) => void;
  disabled?: boolean;
  /** Flags that cannot be turned off here (an administrator's own admin right). */
  locked?: ReadonlySet<`${PermissionKey}.isActive` | `${PermissionKey}.isDisplayed`>;
}

/** Each permission's isActive and isDisplayed (spec 3 and 6), as a table of check boxes. */
export function PermissionGrid({ value, onChange, disabled, locked }: PermissionGridProps) {
  const { t } = useTranslation();
  const set = (key: PermissionKey, flag: 'isActive' | 'isDisplayed', on: boolean) =>
    onChange({ ...value, [key]: { ...value[key], [flag]: on } });
  return (
    <Table striped withTableBorder>
      <Table.Caption>{t('admin.permissions.title')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('admin.permissions.permission')}</Table.Th>
          <Table.Th scope="col">{t('admin.permissions.isActive')}</Table.Th>
          <Table.Th scope="col">{t('admin.permissions.isDisplayed')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PERMISSION_KEYS.map((key) => {
          const name = t(`admin.permissions.names.${key}`);
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw="normal">
                {name}
              </Table.Th>
              {(['isActive', 'isDisplayed'] as const).map((flag) => (
                <Table.Td key={flag}>
                  <Checkbox
                    aria-label={t(
                      flag === 'isActive'
                        ? 'admin.permissions.activeOf'
                        : 'admin.permissions.displayedOf',
                      { permission: name },
                    )}
                    checked={value[key][flag]}
                    disabled={disabled || (locked?.has(`${key}.${flag}`) ?? false)}
                    onChange={(event) => set(key, flag, event.currentTarget.checked)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
