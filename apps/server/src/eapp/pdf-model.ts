// The application PDF's content (issue 20 §2): every answer in the report language, the
// declarations, the beneficiaries and the payment with the account masked but its last 3
// digits (the stored form holds the secret fields masked already: decision 0061).

import { applicationAnswers, productName } from '@portal/contracts/eapp-answers';
import type { EApplication } from '@portal/contracts/eapplication';
import { eapplicationEn, eapplicationFr } from '@portal/contracts/i18n/areas/eapplication';
import { catalogueOf } from '../reports/labels';

type Lang = 'en' | 'fr';
type Row = [string, string];

export interface ApplicationDocument {
  lang: Lang;
  meta: {
    company: string;
    title: string;
    preparedOn: string;
    agent: string;
    agentCode: string;
    client: string;
    product: string;
  };
  labels: Record<string, string>;
  sections: { title: string; rows: Row[] }[];
  beneficiaries: {
    title: string;
    table: { headers: string[]; align: string[]; rows: string[][] };
  }[];
}

export function applicationDocument(
  application: EApplication,
  lang: Lang,
  people: { company: string; agentName: string; agentCode: string },
  preparedOn: Date,
): ApplicationDocument {
  const e = lang === 'fr' ? eapplicationFr : eapplicationEn;
  const r = catalogueOf(lang).pdf;
  const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
  const date = (d: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(d);
  const { sections, beneficiaries } = applicationAnswers(application, lang);
  return {
    lang,
    meta: {
      company: people.company,
      title: e.pdf.title,
      preparedOn: date(preparedOn),
      agent: people.agentName,
      agentCode: people.agentCode,
      client: application.clientName,
      product: productName(application.form.productId, lang),
    },
    // What the shared header and footer read (lib/common.typ).
    labels: {
      page: r.page,
      datePrepared: r.datePrepared,
      colon: r.colon,
      agent: r.agent,
      client: r.client,
      product: r.product,
    },
    sections,
    beneficiaries,
  };
}
