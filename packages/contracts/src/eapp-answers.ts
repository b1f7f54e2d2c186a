// Every answer of a submitted application, summarized in a language (issue 20 §2): one pure
// function for the application PDF (server) and the application's own screen (browser), so the
// two always show the same answers with the same labels.

import { BENEFICIARY_COVERAGES, HEALTH_QUESTIONS } from '@portal/domain/eapp/form';
import { COVERAGE_NAMES } from '@portal/domain/eapp/validate';
import { PRODUCT_LABELS } from '@portal/domain/labels/products';
import type { EApplication } from './eapplication';
import { eapplicationEn, eapplicationFr } from './i18n/areas/eapplication';

type Lang = 'en' | 'fr';
export type AnswerRow = [label: string, value: string];

export interface ApplicationAnswers {
  sections: { title: string; rows: AnswerRow[] }[];
  beneficiaries: {
    title: string;
    table: { headers: string[]; align: string[]; rows: string[][] };
  }[];
}

/** A product by its name and id ('Term 20 (0132)'); the id alone when the labels lack it. */
export function productName(id: string, lang: Lang): string {
  if (id.trim() === '') return '—';
  try {
    return `${PRODUCT_LABELS.byCode(id)[lang]} (${id})`;
  } catch {
    return id;
  }
}

export function applicationAnswers(
  application: Pick<EApplication, 'form' | 'number' | 'status' | 'submittedAt' | 'agentName'>,
  lang: Lang,
): ApplicationAnswers {
  const e = lang === 'fr' ? eapplicationFr : eapplicationEn;
  const f = application.form;
  const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
  const date = (d: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(d);
  const money = (text: string) =>
    text === '' || !Number.isFinite(Number(text))
      ? '—'
      : new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(Number(text));
  const yes = (flag: boolean) => (flag ? e.pdf.yes : e.pdf.no);
  const answer = (value: string) =>
    value === 'Y' ? e.pdf.yes : value === 'N' ? e.pdf.no : e.pdf.notAnswered;
  const or = (text: string) => (text.trim() === '' ? '—' : text);
  const company = f.ownerType === 'Company';

  const owner: AnswerRow[] = [
    [e.fields.ownerType, e.fields.ownerTypes[f.ownerType]],
    ...(company
      ? ([
          [e.fields.companyName, or(f.ownerCompanyName)],
          [e.fields.businessNumber, or(f.ownerBusinessNumber)],
          [e.fields.businessPhone, or(f.ownerBusinessPhone)],
        ] as AnswerRow[])
      : ([
          [e.fields.firstName, or(f.ownerFirstName)],
          [e.fields.lastName, or(f.ownerLastName)],
          [e.fields.ownerHomePhone, or(f.ownerHomePhone)],
          [e.fields.ownerSin, `${or(f.ownerSin)} (${e.pdf.masked})`],
        ] as AnswerRow[])),
  ];
  const insured: AnswerRow[] = [
    [e.fields.firstName, or(f.insuredFirstName)],
    [e.fields.lastName, or(f.insuredLastName)],
    [e.fields.birthDate, or(f.insuredBirthDate)],
    [e.fields.sex, e.fields.sexes[f.insuredSex]],
    [e.fields.insuredHomePhone, or(f.insuredHomePhone)],
    ...(f.joint
      ? ([
          [`${e.sections.insured2} – ${e.fields.firstName}`, or(f.insured2FirstName)],
          [`${e.sections.insured2} – ${e.fields.lastName}`, or(f.insured2LastName)],
        ] as AnswerRow[])
      : []),
  ];
  const address: AnswerRow[] = [
    [e.fields.addressLookup, e.fields.lookups[f.addressLookup]],
    [e.fields.addressLine, or(f.addressLine)],
    [e.fields.city, or(f.city)],
    [e.fields.province, f.province],
    [e.fields.postalCode, or(f.postalCode)],
  ];
  const coverage: AnswerRow[] = [
    [e.fields.productId, productName(f.productId, lang)],
    [e.fields.faceAmount, money(f.faceAmount)],
    [e.fields.premiumMode, e.fields.modes[f.premiumMode]],
    [e.fields.premium, money(f.premium)],
    [e.fields.riders, f.riders.map((rider) => rider.riderId).join(', ') || '—'],
  ];
  const health: AnswerRow[] = [
    ...HEALTH_QUESTIONS.map((q) => [e.health[q], answer(f.health[q])] as AnswerRow),
    [e.fields.crimeDetails, or(f.crimeDetails)],
    [e.fields.illnessNature, or(f.illnessNature)],
  ];
  const payment: AnswerRow[] = [
    [e.fields.accountType, e.fields.accountTypes[f.accountType]],
    ...(f.accountType === 'B'
      ? ([
          [e.fields.transit, or(f.transit)],
          [e.fields.institution, or(f.institution)],
          [e.fields.accountNumber, `${or(f.accountNumber)} (${e.pdf.masked})`],
        ] as AnswerRow[])
      : []),
  ];
  const declarations: AnswerRow[] = [
    [e.fields.paymentDeclaration, yes(f.paymentDeclaration)],
    [e.fields.declarationAuthorization, yes(f.declarationAuthorization)],
  ];
  const summary: AnswerRow[] = [
    [e.pdf.number, application.number],
    [e.pdf.status, e.statuses[application.status]],
    [e.pdf.submittedAt, date(new Date(application.submittedAt))],
    [e.pdf.agent, application.agentName],
  ];
  return {
    sections: [
      { title: e.pdf.title, rows: summary },
      { title: e.sections.owner, rows: owner },
      { title: e.sections.insureds, rows: insured },
      { title: e.sections.address, rows: address },
      { title: e.sections.coverage, rows: coverage },
      { title: e.sections.health, rows: health },
      { title: e.sections.payment, rows: payment },
      { title: e.sections.declarations, rows: declarations },
    ],
    beneficiaries: BENEFICIARY_COVERAGES.filter((c) => f.beneficiaries[c].length > 0).map((c) => ({
      title: e.beneficiaries.coverage.replace('{{coverage}}', COVERAGE_NAMES[lang][c]),
      table: {
        headers: [
          e.beneficiaries.name,
          e.beneficiaries.relationship,
          e.beneficiaries.class,
          e.beneficiaries.share,
        ],
        align: ['l', 'l', 'l', 'r'],
        rows: f.beneficiaries[c].map((b) => [
          or(b.name),
          or(b.relationship),
          e.beneficiaries.classes[b.beneficiaryClass],
          b.share || '0',
        ]),
      },
    })),
  };
}
