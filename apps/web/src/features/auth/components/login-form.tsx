import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useFirstScreenText } from '@/lib/language';
import { type Credentials, validateCredentials } from '../validate-credentials';

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  onHelp: () => void;
}

type Touched = Record<keyof Credentials, boolean>;

/** Platform spec 5: a field shows its error once touched; submitting touches them all. */
export function LoginForm({ onSubmit, onHelp }: LoginFormProps) {
  const { t } = useFirstScreenText();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [touched, setTouched] = useState<Touched>({ username: false, password: false });
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const errors = validateCredentials(values);

  const errorOf = (field: keyof Credentials) => {
    const message = errors[field];
    if (!touched[field] || !message) return undefined;
    return message.key === 'login.passwordTooShort'
      ? t(message.key, message.values)
      : t(message.key);
  };

  const change = (field: keyof Credentials) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: keyof Credentials) => () =>
    setTouched((current) => ({ ...current, [field]: true }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (errors.username) usernameInput.current?.focus();
    else if (errors.password) passwordInput.current?.focus();
    else onSubmit(values);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={usernameInput}
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={change('username')}
          onBlur={touch('username')}
          error={errorOf('username')}
        />
        <TextInput
          ref={passwordInput}
          type="password"
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          onBlur={touch('password')}
          error={errorOf('password')}
        />
        <Group gap="sm">
          <Button type="submit">{t('login.submit')}</Button>
          <Button type="button" variant="default" onClick={onHelp}>
            {t('login.help')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
