import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFirstScreenText } from '@/lib/language';
import { type NewPassword, validateNewPassword } from '../validate-new-password';

interface ChangePasswordFormProps {
  /** The temporary password the user signed in with: the new one must differ. */
  temporary: string;
  onSubmit: (newPassword: string) => void;
}

/** The sign-in's extra step after an administrator's reset (issue 16 §1). */
export function ChangePasswordForm({ temporary, onSubmit }: ChangePasswordFormProps) {
  const { t } = useFirstScreenText();
  const [values, setValues] = useState<NewPassword>({ newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState({ newPassword: false, confirmPassword: false });
  const first = useRef<HTMLInputElement>(null);
  const second = useRef<HTMLInputElement>(null);
  const errors = validateNewPassword(values, temporary);

  useEffect(() => first.current?.focus(), []);

  const errorOf = (field: keyof NewPassword) => {
    const message = errors[field];
    if (!touched[field] || !message) return undefined;
    return message.key === 'login.passwordTooShort'
      ? t(message.key, message.values)
      : t(message.key);
  };
  const change = (field: keyof NewPassword) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: keyof NewPassword) => () =>
    setTouched((current) => ({ ...current, [field]: true }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ newPassword: true, confirmPassword: true });
    if (errors.newPassword) first.current?.focus();
    else if (errors.confirmPassword) second.current?.focus();
    else onSubmit(values.newPassword);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('login.changeIntro')}</Text>
        <TextInput
          ref={first}
          type="password"
          label={t('login.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={change('newPassword')}
          onBlur={touch('newPassword')}
          error={errorOf('newPassword')}
        />
        <TextInput
          ref={second}
          type="password"
          label={t('login.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          onBlur={touch('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          {t('login.changeSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
