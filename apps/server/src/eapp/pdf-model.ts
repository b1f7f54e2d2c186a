// The application PDF's content (issue 20 §2): every answer in the report language, the
// declarations, the beneficiaries and the payment with the account masked but its last 3
// digits (the stored form holds the secret fields masked already: decision 0061).

import type { EApplication } from '@portal/contracts/eapplication';
import { eapplicationEn, eapplicationFr } from '@portal/contracts/i18n/areas/eapplication';
import { BENEFICIARY_COVERAGES, HEALTH_QUESTIONS } from '@portal/domain/eapp/form';
import { COVERAGE_NAMES } from '@portal/domain/eapp/validate';
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

  const owner: Row[] = [
    [e.fields.ownerType, e.fields.ownerTypes[f.ownerType]],
    ...(company
      ? ([
          [e.fields.companyName, or(f.ownerCompanyName)],
          [e.fields.businessNumber, or(f.ownerBusinessNumber)],
          [e.fields.businessPhone, or(f.ownerBusinessPhone)],
        ] as Row[])
      : ([
          [e.fields.firstName, or(f.ownerFirstName)],
          [e.fields.lastName, or(f.ownerLastName)],
          [e.fields.ownerHomePhone, or(f.ownerHomePhone)],
          [e.fields.ownerSin, `${or(f.ownerSin)} (${e.pdf.masked})`],
        ] as Row[])),
  ];
  const insured: Row[] = [
    [e.fields.firstName, or(f.insuredFirstName)],
    [e.fields.lastName, or(f.insuredLastName)],
    [e.fields.birthDate, or(f.insuredBirthDate)],
    [e.fields.sex, e.fields.sexes[f.insuredSex]],
    [e.fields.insuredHomePhone, or(f.insuredHomePhone)],
    ...(f.joint
      ? ([
          [`${e.sections.insured2} – ${e.fields.firstName}`, or(f.insured2FirstName)],
          [`${e.sections.insured2} – ${e.fields.lastName}`, or(f.insured2LastName)],
        ] as Row[])
      : []),
  ];
  const address: Row[] = [
    [e.fields.addressLookup, e.fields.lookups[f.addressLookup]],
    [e.fields.addressLine, or(f.addressLine)],
    [e.fields.city, or(f.city)],
    [e.fields.province, f.province],
    [e.fields.postalCode, or(f.postalCode)],
  ];
  const coverage: Row[] = [
    [e.fields.productId, or(f.productId)],
    [e.fields.faceAmount, money(f.faceAmount)],
    [e.fields.premiumMode, e.fields.modes[f.premiumMode]],
    [e.fields.premium, money(f.premium)],
    [e.fields.riders, f.riders.map((rider) => rider.riderId).join(', ') || '—'],
  ];
  const health: Row[] = [
    ...HEALTH_QUESTIONS.map((q) => [e.health[q], answer(f.health[q])] as Row),
    [e.fields.crimeDetails, or(f.crimeDetails)],
    [e.fields.illnessNature, or(f.illnessNature)],
  ];
  const payment: Row[] = [
    [e.fields.accountType, e.fields.accountTypes[f.accountType]],
    ...(f.accountType === 'B'
      ? ([
          [e.fields.transit, or(f.transit)],
          [e.fields.institution, or(f.institution)],
          [e.fields.accountNumber, `${or(f.accountNumber)} (${e.pdf.masked})`],
        ] as Row[])
      : []),
  ];
  const declarations: Row[] = [
    [e.fields.paymentDeclaration, yes(f.paymentDeclaration)],
    [e.fields.declarationAuthorization, yes(f.declarationAuthorization)],
  ];
  const summary: Row[] = [
    [e.pdf.number, application.number],
    [e.pdf.status, e.statuses[application.status]],
    [e.pdf.submittedAt, date(new Date(application.submittedAt))],
    [e.pdf.agent, application.agentName],
  ];
  return {
    lang,
    meta: {
      company: people.company,
      title: e.pdf.title,
      preparedOn: date(preparedOn),
      agent: people.agentName,
      agentCode: people.agentCode,
      client: application.clientName,
      product: f.productId,
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
