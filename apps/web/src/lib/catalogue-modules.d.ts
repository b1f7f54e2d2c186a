// The catalogue modules the build makes from @portal/contracts (build/catalogues.ts).

declare module 'virtual:catalogue/first-screen' {
  import type { CatalogueShape } from '@portal/contracts/i18n/catalogue';
  import type { en } from '@portal/contracts/i18n/en';

  /** What draws before the app's code has loaded: FIRST_SCREEN_SECTIONS of build/catalogues.ts. */
  export type FirstScreenCatalogue = CatalogueShape<
    Pick<typeof en, 'app' | 'language' | 'login' | 'about' | 'errors' | 'legacy'> & {
      shell: Pick<typeof en.shell, 'alerts'>;
    }
  >;
  const catalogues: Record<'en' | 'fr', FirstScreenCatalogue>;
  export default catalogues;
}

declare module 'virtual:catalogue/en' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}

declare module 'virtual:catalogue/fr' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
