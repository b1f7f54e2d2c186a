import { Button, type ButtonProps } from '@mantine/core';
import type { ControlItem } from '@portal/domain/fields/control-item';
import { isButtonDisabled } from '@portal/domain/fields/form-state';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { trackEvent } from './tracking';

export interface FieldButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** The button's control item: disabled, displayHidden, disableOnError, delayTime. */
  item: ControlItem;
  formName: string;
  children: ReactNode;
  onClick?: () => void;
  /** The form's error count, for disableOnError. */
  errorCount?: number;
  type?: 'button' | 'submit';
  /** Detail sent with the BUTTON_CLICK event (the form data, say). */
  trackingDetail?: Record<string, unknown>;
}

/**
 * A button driven by its control item: off when disabled, or while the form has errors with
 * disableOnError; after a click it stays off for delayTime ms (a double click does not send
 * twice). Each click sends a BUTTON_CLICK tracking event.
 */
export function FieldButton({
  item,
  formName,
  onClick,
  errorCount = 0,
  type = 'button',
  trackingDetail,
  children,
  ...rest
}: FieldButtonProps) {
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (item.displayHidden) return null;
  const disabled = isButtonDisabled(item, errorCount) || item.locked || resting;
  return (
    <Button
      {...rest}
      type={type}
      name={item.fieldName}
      disabled={disabled}
      onClick={() => {
        trackEvent('BUTTON_CLICK', formName, item.fieldName, trackingDetail);
        if (item.delayTime > 0) {
          setResting(true);
          timer.current = setTimeout(() => setResting(false), item.delayTime);
        }
        onClick?.();
      }}
    >
      {children}
    </Button>
  );
}
