import { SHARED_WIZARD_STEPS } from '@portal/contracts/shared-ownership';
import { type SharedDialogProps, SharedStepper } from './stepper';

/**
 * The earlier, shorter Shared Ownership wizard (platform spec 2.8; decision 0081), chosen by
 * the company setting: intro slides, then the 'basic information' and 'Premium Allocation'
 * steps, each 'Step n of total'. The same dialog, control items and merged data as the
 * slideshow: the sections it does not show keep their defaults or what was entered before.
 */
export function SharedOwnershipWizard(props: SharedDialogProps) {
  return <SharedStepper {...props} steps={SHARED_WIZARD_STEPS} counter="step" />;
}
