import type { SharedVariant } from '@portal/contracts/shared-ownership';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logFailure } from '@/lib/log';
import { sharedVariantQuery } from '../api';
import { SharedOwnershipSlideshow } from './slideshow';
import type { SharedDialogProps } from './stepper';
import { SharedOwnershipWizard } from './wizard';

/**
 * The Shared Ownership concept as the company set it up (decisions 0065, 0081): each time it
 * opens, the company setting is read, then the slideshow (the default) or the wizard opens.
 * When the setting cannot be read the default opens, and the failure is logged. The dialog
 * last used stays drawn while closed, so Mantine returns the focus where it was.
 */
export function SharedOwnershipConcept(props: SharedDialogProps) {
  const client = useQueryClient();
  const [variant, setVariant] = useState<SharedVariant>('slideshow');
  const [known, setKnown] = useState(false);
  useEffect(() => {
    if (!props.opened) {
      setKnown(false);
      return;
    }
    let live = true;
    client.fetchQuery(sharedVariantQuery(true)).then(
      (setting) => {
        if (!live) return;
        setVariant(setting.variant);
        setKnown(true);
      },
      (error: unknown) => {
        logFailure('Reading the Shared Ownership variant', error);
        if (!live) return;
        setVariant('slideshow');
        setKnown(true);
      },
    );
    return () => {
      live = false;
    };
  }, [props.opened, client]);
  const Dialog = variant === 'wizard' ? SharedOwnershipWizard : SharedOwnershipSlideshow;
  return <Dialog {...props} opened={props.opened && known} />;
}
