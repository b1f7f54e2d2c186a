import { SHARED_FORM_PAGES, SHARED_PAGES } from '@portal/contracts/shared-ownership';
import { PAGE_ORDER } from './slides';
import { type SharedDialogProps, type SharedStep, SharedStepper } from './stepper';

export { SETUP_QUERY_KEY } from './stepper';

/** The 17 pages in order: the read-only slides, and the four form pages at 4, 9, 12 and 13. */
const PAGES: readonly SharedStep[] = PAGE_ORDER.map((slide, index) => {
  const section = SHARED_FORM_PAGES[index];
  if (slide === 'form' && section) return { section };
  if (slide === 'form') throw new Error(`page ${index} is a form page without a section`);
  return { slide };
});
if (PAGES.length !== SHARED_PAGES) throw new Error(`the slideshow has ${SHARED_PAGES} pages`);

/**
 * The Shared Ownership concept slideshow (platform spec 2.8), the company's default
 * (decision 0065): 17 pages, 'Page n of 17', the four form pages among the slides.
 */
export function SharedOwnershipSlideshow(props: SharedDialogProps) {
  return <SharedStepper {...props} steps={PAGES} counter="page" />;
}
