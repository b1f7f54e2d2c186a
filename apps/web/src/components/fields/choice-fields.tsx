import {
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { joinMultiCheck, splitMultiCheck } from '@portal/domain/fields/control-item';
import { isTicked } from '@portal/domain/fields/validate';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../dialog/app-dialog';
import { useClosedList } from './closed-list';
import { fieldLabel, isLocked, useInputProps } from './field-label';
import type { FieldBinding } from './use-field-form';

const text = (value: FieldBinding['value']) => (typeof value === 'string' ? value : '');

/** A check box; its value is true or false. */
export function CheckField(props: FieldBinding) {
  const { t } = useTranslation();
  const { item } = props;
  if (item.displayHidden) return null;
  return (
    <Checkbox
      id={`field-${props.formName}-${props.name}`}
      name={props.name}
      label={fieldLabel(props, t('fields.optional')) ?? undefined}
      aria-label={item.showLabel ? undefined : props.label}
      description={!item.showTooltip && props.help ? props.help : undefined}
      error={props.error ?? undefined}
      checked={isTicked(props.value)}
      disabled={isLocked(props)}
      readOnly={item.readOnly}
      aria-required={item.required || undefined}
      onChange={(event) => {
        if (item.readOnly) return;
        props.onChange(event.currentTarget.checked);
      }}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
  );
}

/** Radio buttons over the item's options (arrow keys move between them). */
export function RadioField(props: FieldBinding & { inline?: boolean }) {
  const input = useInputProps(props);
  const { item } = props;
  if (item.displayHidden) return null;
  const Layout = props.inline ? Group : Stack;
  return (
    <Radio.Group
      label={input.label}
      aria-label={input['aria-label']}
      description={input.description}
      error={input.error}
      withAsterisk={input.withAsterisk}
      name={props.name}
      value={text(props.value) || null}
      onChange={(value) => {
        if (!item.readOnly) props.onChange(value);
      }}
      onBlur={props.onBlur}
    >
      <Layout gap="xs" mt={4}>
        {item.optionItems.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.info}
            disabled={input.disabled}
            onFocus={props.onFocus}
          />
        ))}
      </Layout>
    </Radio.Group>
  );
}

/** Pills: a radio group drawn as chips (one choice). */
export function PillField(props: FieldBinding) {
  const input = useInputProps(props);
  const { item } = props;
  if (item.displayHidden) return null;
  return (
    <Input.Wrapper
      label={input.label}
      description={input.description}
      error={input.error}
      withAsterisk={input.withAsterisk}
      labelElement="div"
    >
      <Chip.Group
        multiple={false}
        value={text(props.value) || null}
        onChange={(value) => {
          if (!item.readOnly && value) props.onChange(value);
        }}
      >
        <Group gap="xs" mt={4} role="radiogroup" aria-label={props.label}>
          {item.optionItems.map((option) => (
            <Chip
              key={option.value}
              value={option.value}
              type="radio"
              name={props.name}
              disabled={input.disabled}
              onFocus={props.onFocus}
              onBlur={props.onBlur}
            >
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

/** Tiles: a radio group drawn as cards, each with its info line. */
export function TileField(props: FieldBinding & { columns?: number }) {
  const input = useInputProps(props);
  const { item } = props;
  if (item.displayHidden) return null;
  return (
    <Radio.Group
      label={input.label}
      aria-label={input['aria-label']}
      description={input.description}
      error={input.error}
      withAsterisk={input.withAsterisk}
      name={props.name}
      value={text(props.value) || null}
      onChange={(value) => {
        if (!item.readOnly) props.onChange(value);
      }}
      onBlur={props.onBlur}
    >
      <SimpleGrid cols={{ base: 1, sm: props.columns ?? 3 }} mt={4}>
        {item.optionItems.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            disabled={input.disabled}
            p="sm"
            radius="md"
            onFocus={props.onFocus}
          >
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{option.label}</Text>
                {option.info ? (
                  <Text size="sm" c="dimmed">
                    {option.info}
                  </Text>
                ) : null}
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** Check boxes over the item's options; the value is the chosen values joined by '|'. */
export function MultiCheckField(props: FieldBinding & { inline?: boolean }) {
  const input = useInputProps(props);
  const { item } = props;
  if (item.displayHidden) return null;
  const Layout = props.inline ? Group : Stack;
  const chosen = Array.isArray(props.value) ? [...props.value] : splitMultiCheck(text(props.value));
  return (
    <Checkbox.Group
      label={input.label}
      aria-label={input['aria-label']}
      description={input.description}
      error={input.error}
      withAsterisk={input.withAsterisk}
      value={chosen}
      onChange={(values) => {
        if (item.readOnly) return;
        // Kept in the options' order, whatever order they were ticked in.
        const order = item.optionItems.map((option) => option.value);
        props.onChange(joinMultiCheck(order.filter((value) => values.includes(value))));
      }}
    >
      <Layout gap="xs" mt={4}>
        {item.optionItems.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.info}
            disabled={input.disabled}
            onFocus={props.onFocus}
            onBlur={props.onBlur}
          />
        ))}
      </Layout>
    </Checkbox.Group>
  );
}

/**
 * A combo (select). Spec 2.11: it shows nothing when it has fewer than two options. With
 * `asModal` it opens as a list in a dialog, each option with its info line, and Cancel and
 * Choose buttons; the choice is made only on Choose.
 */
export function SelectField(props: FieldBinding & { asModal?: boolean; searchable?: boolean }) {
  const input = useInputProps(props);
  const { t } = useTranslation();
  const { item } = props;
  const list = useClosedList(input.onFocus);
  if (item.displayHidden || item.optionItems.length < 2) return null;
  if (props.asModal) return <ModalSelect {...props} />;
  return (
    <Select
      {...input}
      {...list}
      value={text(props.value) || null}
      data={item.optionItems.map((option) => ({ value: option.value, label: option.label }))}
      searchable={props.searchable}
      allowDeselect={false}
      placeholder={t('fields.chooseOption')}
      onChange={(value) => {
        if (!item.readOnly && value !== null) props.onChange(value);
      }}
    />
  );
}

function ModalSelect(props: FieldBinding) {
  const input = useInputProps(props);
  const { t } = useTranslation();
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const { item } = props;
  const current = item.optionItems.find((option) => option.value === text(props.value));
  const open = () => {
    setPending(text(props.value) || null);
    props.onFocus();
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    props.onBlur();
  };
  return (
    <>
      <Input.Wrapper
        label={input.label}
        description={input.description}
        error={input.error}
        withAsterisk={input.withAsterisk}
        id={input.id}
      >
        <Button
          id={input.id}
          variant="default"
          fullWidth
          justify="space-between"
          disabled={input.disabled || item.readOnly}
          aria-haspopup="dialog"
          // The name starts with the label and ends with the button's visible text (WCAG 2.5.3).
          aria-label={`${props.label}: ${current?.label ?? t('fields.chooseOption')}`}
          onClick={open}
        >
          {current?.label ?? t('fields.chooseOption')}
        </Button>
      </Input.Wrapper>
      <AppDialog
        opened={opened}
        onClose={close}
        title={<span id={titleId}>{props.label}</span>}
        closeLabel={t('fields.close')}
      >
        <Radio.Group value={pending} onChange={setPending} aria-labelledby={titleId}>
          <Stack gap="sm">
            {item.optionItems.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.info}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('fields.cancel')}
          </Button>
          <Button
            disabled={pending === null}
            onClick={() => {
              if (pending !== null) props.onChange(pending);
              close();
            }}
          >
            {t('fields.choose')}
          </Button>
        </Group>
      </AppDialog>
    </>
  );
}
