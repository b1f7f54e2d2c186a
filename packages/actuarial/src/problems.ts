// Why the engine refuses an input, in English and in French. A problem carries a code and its
// parameters; its words are made here, in the language of whoever reads them (the screen's, or
// the report's), so a French report never prints an English refusal. A code without its French
// text fails the type check.

export type ProblemLang = 'en' | 'fr';

/** A name the products carry in both languages. */
export interface Bilingual {
  readonly en: string;
  readonly fr: string;
}

/** A value a problem's text is made from. */
export type ProblemParam = string | number | Bilingual;

/** Each code and the values its text needs. */
export interface ProblemParams {
  inputMissing: Record<string, never>;
  unknownProduct: { product: string };
  insuredMissing: Record<string, never>;
  sex: Record<string, never>;
  smokeClass: Record<string, never>;
  rateClass: Record<string, never>;
  rating: Record<string, never>;
  flatExtra: { min: number; max: number };
  flatExtraDuration: Record<string, never>;
  issueAge: Record<string, never>;
  issueDateNeeded: Record<string, never>;
  birthAfterIssue: Record<string, never>;
  birthDate: Record<string, never>;
  ageOrBirthDate: Record<string, never>;
  issueAgeDisagrees: { age: number; fromBirthDate: number; method: string };
  issueAgeOutside: { age: number; min: number; max: number; product: Bilingual };
  rateClassNotOffered: { rateClass: string; product: Bilingual };
  ratingNotOffered: { rating: number; product: Bilingual };
  faceWhole: Record<string, never>;
  faceRange: { min: number; max: number; product: Bilingual };
  premiumMode: { modes: string };
  lifeBasis: { bases: string; product: Bilingual };
  issueDate: Record<string, never>;
  ageMethod: Record<string, never>;
  oneInsured: Record<string, never>;
  twoInsureds: Record<string, never>;
  ridersList: Record<string, never>;
  riderUnknown: { riders: string };
  riderNotAllowed: { rider: string; product: Bilingual };
  riderIssueAge: { rider: Bilingual; min: number; max: number };
  riderFace: { rider: Bilingual; min: number; max: number };
  riderTwice: { rider: string };
  dividendOption: { options: string };
  nonForfeitureOption: Record<string, never>;
  stopPremiums: Record<string, never>;
  premiumOffsetShape: Record<string, never>;
  premiumOffsetNotElectable: Record<string, never>;
  annualDeposit: Record<string, never>;
  annualDepositCents: Record<string, never>;
  annualDepositRange: { max: number; product: Bilingual };
  deathBenefitOption: Record<string, never>;
  coiType: Record<string, never>;
  fundNotOffered: { fund: string; product: Bilingual };
  allocation: Record<string, never>;
  allocationTotal: { total: number };
  fundRate: { min: number; max: number };
  flowsList: { flows: 'withdrawals' | 'loans' };
  flow: Record<string, never>;
  depositYears: { max: number };
  loanAboveMaximum: { year: number; amount: number; maximum: number; share: number };
  withdrawalAboveMaximum: { year: number; amount: number; maximum: number; share: number };
  withdrawalBelowMinimumFace: { year: number; minimum: number; product: Bilingual };
  noDepositCarries: { age: number; max: number };
  noDepositReaches: { target: number; age: number; max: number };
  noFaceCarries: { age: number; min: number; product: Bilingual };
  noFaceForPremium: { premium: number; min: number; product: Bilingual };
  searchLimit: { search: Bilingual; steps: number };
  basis: Record<string, never>;
  solvePremium: Record<string, never>;
  solveCashValue: Record<string, never>;
  solveAge: { min: number; max: number };
  solveProduct: { product: Bilingual };
  incomeInput: Record<string, never>;
  conceptTooLarge: Record<string, never>;
  ledgerTooLarge: Record<string, never>;
  inforceStart: Record<string, never>;
  sharedAge: { min: number; max: number };
  sharedRetirementAge: { age: number };
  sharedBenefitPeriod: { max: number };
  sharedPayPeriod: { max: number };
  sharedDeathBenefitType: Record<string, never>;
  sharedRateStep: Record<string, never>;
  fundTwice: { fund: string };
}

export type ProblemCode = keyof ProblemParams;

type Texts = {
  readonly [C in ProblemCode]: {
    readonly [L in ProblemLang]: (
      p: ProblemParams[C],
      n: (x: number) => string,
      money: (cents: number) => string,
    ) => string;
  };
};

const TEXTS: Texts = {
  inputMissing: {
    en: () => 'The illustration input is missing.',
    fr: () => 'Les données de l’illustration sont absentes.',
  },
  unknownProduct: {
    en: (p) => `Unknown product ${p.product}.`,
    fr: (p) => `Produit inconnu : ${p.product}.`,
  },
  insuredMissing: {
    en: () => 'The insured is missing.',
    fr: () => 'L’assuré est absent.',
  },
  sex: { en: () => 'Sex must be M or F.', fr: () => 'Le sexe doit être M ou F.' },
  smokeClass: {
    en: () => 'Smoker class must be N, S or R.',
    fr: () => 'La catégorie fumeur doit être N, S ou R.',
  },
  rateClass: {
    en: () => 'Rate class must be P, S or U.',
    fr: () => 'La catégorie de tarif doit être P, S ou U.',
  },
  rating: {
    en: () => 'Rating must be 100, 125, 150, 175 or 200.',
    fr: () => 'La surprime doit être de 100, 125, 150, 175 ou 200 %.',
  },
  flatExtra: {
    en: (p, n) => `Flat extra must be ${n(p.min)} to ${n(p.max)} dollars per 1000.`,
    fr: (p, n) =>
      `La surprime fixe doit être de ${n(p.min)} à ${n(p.max)} $ par tranche de 1 000 $.`,
  },
  flatExtraDuration: {
    en: () => 'Flat extra duration must be 0 to 120 years, or 999 for life.',
    fr: () => 'La durée de la surprime fixe doit être de 0 à 120 ans, ou 999 pour la vie entière.',
  },
  issueAge: {
    en: () => 'Issue age must be a whole number from 0 to 120.',
    fr: () => 'L’âge à l’établissement doit être un nombre entier de 0 à 120.',
  },
  issueDateNeeded: {
    en: () => 'An issue date is needed to work out the age from a birth date.',
    fr: () =>
      'Il faut une date d’établissement pour calculer l’âge à partir de la date de naissance.',
  },
  birthAfterIssue: {
    en: () => 'The birth date is after the issue date.',
    fr: () => 'La date de naissance est postérieure à la date d’établissement.',
  },
  birthDate: {
    en: () => 'Birth date must be a day the calendar has, written YYYY-MM-DD.',
    fr: () => 'La date de naissance doit être un jour du calendrier, écrit AAAA-MM-JJ.',
  },
  ageOrBirthDate: {
    en: () => 'Give the issue age or the birth date (YYYY-MM-DD).',
    fr: () => 'Indiquez l’âge à l’établissement ou la date de naissance (AAAA-MM-JJ).',
  },
  issueAgeDisagrees: {
    en: (p, n) =>
      `Issue age ${n(p.age)} does not agree with the birth date, which gives age ${n(p.fromBirthDate)} on the issue date (${p.method === 'nearest' ? 'age nearest birthday' : p.method === 'lastBirthday' ? 'age last birthday' : 'days lived over 365'}). Give the birth date alone, or an age that agrees with it.`,
    fr: (p, n) =>
      `L’âge à l’établissement ${n(p.age)} ne concorde pas avec la date de naissance, qui donne ${n(p.fromBirthDate)} ans à la date d’établissement (${p.method === 'nearest' ? 'âge le plus proche' : p.method === 'lastBirthday' ? 'âge au dernier anniversaire' : 'jours vécus divisés par 365'}). Indiquez la date de naissance seule, ou un âge qui concorde avec elle.`,
  },
  issueAgeOutside: {
    en: (p, n) =>
      `Issue age ${n(p.age)} is outside ${n(p.min)} to ${n(p.max)} for ${p.product.en}.`,
    fr: (p, n) =>
      `L’âge à l’établissement ${n(p.age)} n’est pas compris entre ${n(p.min)} et ${n(p.max)} pour ${p.product.fr}.`,
  },
  rateClassNotOffered: {
    en: (p) => `Rate class ${p.rateClass} is not offered on ${p.product.en}.`,
    fr: (p) => `La catégorie de tarif ${p.rateClass} n’est pas offerte sur ${p.product.fr}.`,
  },
  ratingNotOffered: {
    en: (p, n) => `Rating ${n(p.rating)} is not offered on ${p.product.en}.`,
    fr: (p, n) => `La surprime de ${n(p.rating)} % n’est pas offerte sur ${p.product.fr}.`,
  },
  faceWhole: {
    en: () => 'Face amount must be a whole number of dollars.',
    fr: () => 'Le capital assuré doit être un nombre entier de dollars.',
  },
  faceRange: {
    en: (p, n) => `Face amount must be from ${n(p.min)} to ${n(p.max)} for ${p.product.en}.`,
    fr: (p, n) =>
      `Le capital assuré doit être de ${n(p.min)} à ${n(p.max)} $ pour ${p.product.fr}.`,
  },
  premiumMode: {
    en: (p) => `Premium mode must be one of ${p.modes}.`,
    fr: (p) => `Le mode de paiement doit être l’un de ceux-ci : ${p.modes}.`,
  },
  lifeBasis: {
    en: (p) => `Life basis must be one of ${p.bases} for ${p.product.en}.`,
    fr: (p) =>
      `La base d’assurance doit être l’une de celles-ci pour ${p.product.fr} : ${p.bases}.`,
  },
  issueDate: {
    en: () => 'Issue date must be YYYY-MM-DD.',
    fr: () => 'La date d’établissement doit être au format AAAA-MM-JJ.',
  },
  ageMethod: {
    en: () => 'Age method must be nearest, lastBirthday or days.',
    fr: () => 'La méthode de calcul de l’âge doit être nearest, lastBirthday ou days.',
  },
  oneInsured: {
    en: () => 'Give exactly one insured.',
    fr: () => 'Indiquez un seul assuré.',
  },
  twoInsureds: {
    en: () => 'A joint life basis needs exactly two insureds.',
    fr: () => 'Une base d’assurance conjointe exige exactement deux assurés.',
  },
  ridersList: {
    en: () => 'Riders must be a list.',
    fr: () => 'Les avenants doivent être une liste.',
  },
  riderUnknown: {
    en: (p) => `Rider must be one of ${p.riders}.`,
    fr: (p) => `L’avenant doit être l’un de ceux-ci : ${p.riders}.`,
  },
  riderNotAllowed: {
    en: (p) => `Rider ${p.rider} is not allowed on ${p.product.en}.`,
    fr: (p) => `L’avenant ${p.rider} n’est pas permis sur ${p.product.fr}.`,
  },
  riderIssueAge: {
    en: (p, n) => `${p.rider.en} is issued from age ${n(p.min)} to ${n(p.max)}.`,
    fr: (p, n) => `${p.rider.fr} est établi de ${n(p.min)} à ${n(p.max)} ans.`,
  },
  riderFace: {
    en: (p, n) =>
      `${p.rider.en} face amount must be a whole number from ${n(p.min)} to ${n(p.max)}.`,
    fr: (p, n) =>
      `Le capital de ${p.rider.fr} doit être un nombre entier de ${n(p.min)} à ${n(p.max)} $.`,
  },
  riderTwice: {
    en: (p) => `Rider ${p.rider} is given twice.`,
    fr: (p) => `L’avenant ${p.rider} figure deux fois.`,
  },
  dividendOption: {
    en: (p) => `Dividend option must be one of ${p.options}.`,
    fr: (p) => `L’option de participations doit être l’une de celles-ci : ${p.options}.`,
  },
  nonForfeitureOption: {
    en: () => 'Non-forfeiture option must be APL, ETI or RPU.',
    fr: () => 'L’option de non-déchéance doit être APL, ETI ou RPU.',
  },
  stopPremiums: {
    en: () => 'Premiums can stop after policy year 1 or later.',
    fr: () => 'Les primes peuvent cesser après l’année de police 1 ou une année suivante.',
  },
  premiumOffsetShape: {
    en: () => 'Premium offset needs elected (true or false) and a start year of 2 or later.',
    fr: () =>
      'Les primes compensées exigent un choix (oui ou non) et une année de début de 2 ou plus.',
  },
  premiumOffsetNotElectable: {
    en: () =>
      'Premium offset can be elected only with dividend option PUA or DOD on a plan in premium offset, or with the premium-offset box enabled and ticked.',
    fr: () =>
      'Les primes compensées ne peuvent être choisies qu’avec l’option de participations PUA ou DOD sur un régime admissible, ou avec la case des primes compensées activée et cochée.',
  },
  sharedAge: {
    en: (p, n) => `The executive's age must be a whole number from ${n(p.min)} to ${n(p.max)}.`,
    fr: (p, n) => `L’âge du cadre doit être un nombre entier de ${n(p.min)} à ${n(p.max)}.`,
  },
  sharedRetirementAge: {
    en: (p, n) => `The retirement age must be a whole number above ${n(p.age)} and at most 100.`,
    fr: (p, n) =>
      `L’âge de la retraite doit être un nombre entier supérieur à ${n(p.age)} et d’au plus 100.`,
  },
  sharedBenefitPeriod: {
    en: (p, n) =>
      `The employer benefit period must be a whole number of years from 1 to ${n(p.max)}.`,
    fr: (p, n) =>
      `La période de prestations de l’employeur doit être un nombre entier d’années de 1 à ${n(p.max)}.`,
  },
  sharedPayPeriod: {
    en: (p, n) =>
      `The employer pay period must be a whole number of years from 0 to ${n(p.max)} (the benefit period).`,
    fr: (p, n) =>
      `La période de paiement de l’employeur doit être un nombre entier d’années de 0 à ${n(p.max)} (la période de prestations).`,
  },
  sharedRateStep: {
    en: () => 'A fund’s interest rate is a percentage with at most 3 decimals (steps of 0.001).',
    fr: () =>
      'Le taux d’intérêt d’un fonds est un pourcentage d’au plus 3 décimales (par pas de 0,001).',
  },
  sharedDeathBenefitType: {
    en: () => 'Shared Ownership is illustrated with a level death benefit (LF) only.',
    fr: () => 'La propriété partagée n’est illustrée qu’avec un capital décès uniforme (LF).',
  },
  fundTwice: {
    en: (p) => `Fund ${p.fund} is chosen on more than one row.`,
    fr: (p) => `Le fonds ${p.fund} est choisi sur plus d’une ligne.`,
  },
  inforceStart: {
    en: () =>
      'An in-force start needs the policy years completed (0 to 119) and amounts of 0 or more dollars.',
    fr: () =>
      'Un départ en vigueur exige les années de police écoulées (de 0 à 119) et des montants de 0 $ ou plus.',
  },
  annualDeposit: {
    en: () =>
      'Universal life needs a planned annual deposit: a number of 0 or more dollars, to the cent.',
    fr: () =>
      'L’assurance vie universelle exige un dépôt annuel prévu : un nombre de 0 $ ou plus, au cent près.',
  },
  annualDepositCents: {
    en: () => 'The planned annual deposit must be to the cent (at most 2 decimals).',
    fr: () => 'Le dépôt annuel prévu doit être au cent près (au plus 2 décimales).',
  },
  annualDepositRange: {
    en: (p, n) =>
      `The planned annual deposit must be from 0 to ${n(p.max)} dollars for ${p.product.en}.`,
    fr: (p, n) => `Le dépôt annuel prévu doit être de 0 à ${n(p.max)} $ pour ${p.product.fr}.`,
  },
  deathBenefitOption: {
    en: () => 'Death benefit option must be 1 (level) or 2 (face plus account value).',
    fr: () =>
      'L’option de prestation de décès doit être 1 (uniforme) ou 2 (capital plus valeur du compte).',
  },
  coiType: {
    en: () => 'COI type must be YRT or LevelGuaranteed.',
    fr: () => 'Le coût de l’assurance doit être YRT ou LevelGuaranteed.',
  },
  fundNotOffered: {
    en: (p) => `Fund ${p.fund} is not offered on ${p.product.en}.`,
    fr: (p) => `Le fonds ${p.fund} n’est pas offert sur ${p.product.fr}.`,
  },
  allocation: {
    en: () => 'An allocation is a number of 0 or more percent, with at most 3 decimals.',
    fr: () => 'Une répartition est un nombre de 0 % ou plus, avec au plus 3 décimales.',
  },
  allocationTotal: {
    en: (p, n) => `Allocations must total 100 percent (they total ${n(p.total)}).`,
    fr: (p, n) => `Les répartitions doivent totaliser 100 % (elles totalisent ${n(p.total)} %).`,
  },
  fundRate: {
    en: (p, n) =>
      `A fund rate override names a fund of the product and is ${n(p.min)} to ${n(p.max)} percent.`,
    fr: (p, n) =>
      `Un taux de fonds imposé doit viser un fonds du produit et être de ${n(p.min)} à ${n(p.max)} %.`,
  },
  flowsList: {
    en: (p) => `${p.flows} must be a list of at most 120 years.`,
    fr: (p) =>
      `${p.flows === 'loans' ? 'Les avances' : 'Les retraits'} doivent être une liste d’au plus 120 années.`,
  },
  flow: {
    en: () =>
      'Give a policy year from 1 to 120 and an amount: a number of more than 0 dollars, to the cent.',
    fr: () =>
      'Indiquez une année de police de 1 à 120 et un montant : un nombre de plus de 0 $, au cent près.',
  },
  depositYears: {
    en: (p, n) => `Deposit years must be a whole number from 0 to ${n(p.max)}.`,
    fr: (p, n) => `Le nombre d’années de dépôt doit être un nombre entier de 0 à ${n(p.max)}.`,
  },
  loanAboveMaximum: {
    en: (p, n, m) =>
      `The loan of ${m(p.amount)} in policy year ${n(p.year)} is more than the most the policy lends then: ${m(p.maximum)} (${n(p.share)} % of the cash value, less any loan).`,
    fr: (p, n, m) =>
      `L’avance de ${m(p.amount)} de l’année de police ${n(p.year)} dépasse le maximum que la police consent alors : ${m(p.maximum)} (${n(p.share)} % de la valeur de rachat, moins les avances en cours).`,
  },
  withdrawalAboveMaximum: {
    en: (p, n, m) =>
      `The withdrawal of ${m(p.amount)} in policy year ${n(p.year)} is more than the most that can be withdrawn then: ${m(p.maximum)} (${n(p.share)} % of the cash surrender value).`,
    fr: (p, n, m) =>
      `Le retrait de ${m(p.amount)} de l’année de police ${n(p.year)} dépasse le maximum alors permis : ${m(p.maximum)} (${n(p.share)} % de la valeur de rachat).`,
  },
  withdrawalBelowMinimumFace: {
    en: (p, n, m) =>
      `The withdrawal in policy year ${n(p.year)} would take the face amount below the minimum of ${m(p.minimum)} for ${p.product.en}.`,
    fr: (p, n, m) =>
      `Le retrait de l’année de police ${n(p.year)} ferait passer le capital assuré sous le minimum de ${m(p.minimum)} pour ${p.product.fr}.`,
  },
  noDepositCarries: {
    en: (p, n, m) =>
      `No deposit up to the product’s maximum of ${m(p.max)} a year keeps this policy in force to age ${n(p.age)}.`,
    fr: (p, n, m) =>
      `Aucun dépôt, jusqu’au maximum de ${m(p.max)} par année permis par le produit, ne maintient cette police en vigueur jusqu’à ${n(p.age)} ans.`,
  },
  noDepositReaches: {
    en: (p, n, m) =>
      `No deposit up to the product’s maximum of ${m(p.max)} a year reaches a cash surrender value of ${m(p.target)} at age ${n(p.age)}.`,
    fr: (p, n, m) =>
      `Aucun dépôt, jusqu’au maximum de ${m(p.max)} par année permis par le produit, n’atteint une valeur de rachat de ${m(p.target)} à ${n(p.age)} ans.`,
  },
  noFaceCarries: {
    en: (p, n, m) =>
      `The planned deposit does not keep even the minimum face of ${m(p.min)} for ${p.product.en} in force to age ${n(p.age)}.`,
    fr: (p, n, m) =>
      `Le dépôt prévu ne maintient même pas le capital minimal de ${m(p.min)} de ${p.product.fr} en vigueur jusqu’à ${n(p.age)} ans.`,
  },
  noFaceForPremium: {
    en: (p, _n, m) =>
      `Even the minimum face of ${m(p.min)} for ${p.product.en} costs more than ${m(p.premium)} a year.`,
    fr: (p, _n, m) =>
      `Même le capital minimal de ${m(p.min)} de ${p.product.fr} coûte plus de ${m(p.premium)} par année.`,
  },
  incomeInput: {
    en: () =>
      'The income payout needs a whole start age, 1 to 120 payout years, loan and interest rates from 0 to 100 %, a tax rate under 100 % and a lending ratio above 0 up to 100 %.',
    fr: () =>
      'Le revenu versé exige un âge de début entier, de 1 à 120 années de versement, des taux d’emprunt et d’intérêt de 0 à 100\u00a0%, un taux d’imposition inférieur à 100\u00a0% et un ratio de prêt supérieur à 0 et d’au plus 100\u00a0%.',
  },
  conceptTooLarge: {
    en: () =>
      'At this rate the amounts grow past what can be shown over the policy’s years. Choose a lower rate.',
    fr: () =>
      'À ce taux, les montants dépassent ce qui peut être affiché sur la durée de la police. Choisissez un taux plus bas.',
  },
  ledgerTooLarge: {
    en: () =>
      'The projected values grow past what can be worked out exactly (90 trillion dollars). Lower the deposit, the face amount or the illustrated rates.',
    fr: () =>
      'Les valeurs projetées dépassent ce qui peut être calculé exactement (90 000 milliards de dollars). Réduisez le dépôt, le capital assuré ou les taux illustrés.',
  },
  basis: {
    en: () => 'The basis must be guaranteed, illustrated or alternate.',
    fr: () =>
      'La base doit être garantie (guaranteed), illustrée (illustrated) ou de rechange (alternate).',
  },
  solvePremium: {
    en: () => 'The premium to solve for must be a number of 0 or more dollars, to the cent.',
    fr: () => 'La prime visée par le calcul doit être un nombre de 0 $ ou plus, au cent près.',
  },
  solveCashValue: {
    en: () =>
      'The cash surrender value to reach must be a number of 0 or more dollars, to the cent.',
    fr: () => 'La valeur de rachat visée doit être un nombre de 0 $ ou plus, au cent près.',
  },
  solveAge: {
    en: (p, n) => `The age to solve to must be a whole number from ${n(p.min)} to ${n(p.max)}.`,
    fr: (p, n) =>
      `L’âge visé par le calcul doit être un nombre entier de ${n(p.min)} à ${n(p.max)}.`,
  },
  solveProduct: {
    en: (p) => `This calculation does not apply to ${p.product.en}.`,
    fr: (p) => `Ce calcul ne s’applique pas à ${p.product.fr}.`,
  },
  searchLimit: {
    en: (p, n) =>
      `The ${p.search.en} did not settle within ${n(p.steps)} steps, so this case cannot be worked out as given.`,
    fr: (p, n) =>
      `Le calcul ${p.search.fr} n’a pas abouti en ${n(p.steps)} étapes : ce cas ne peut pas être calculé tel quel.`,
  },
};

/** One refusal: the field it concerns, what is wrong (code and values) and its English text. */
export interface InputProblem {
  /** Dotted path of the field, e.g. 'insureds.0.issueAge'. */
  readonly field: string;
  readonly code: ProblemCode;
  readonly params: Readonly<Record<string, ProblemParam>>;
  /** The problem in English: for logs, and for callers that name no language. */
  readonly message: string;
}

const numberFormats: Record<ProblemLang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-CA', { maximumFractionDigits: 3 }),
  fr: new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 3 }),
};

const moneyFormats: Record<ProblemLang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
  fr: new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
};

function render<C extends ProblemCode>(code: C, params: ProblemParams[C], lang: ProblemLang) {
  const format = numberFormats[lang];
  const money = moneyFormats[lang];
  return TEXTS[code][lang](
    params,
    (x) => format.format(x),
    (cents) => money.format(cents / 100),
  );
}

/** A problem on `field`, its English text made from the same words as its French. */
export function problem<C extends ProblemCode>(
  field: string,
  code: C,
  ...[params]: ProblemParams[C] extends Record<string, never> ? [] : [ProblemParams[C]]
): InputProblem {
  const values = (params ?? {}) as ProblemParams[C];
  return {
    field,
    code,
    params: values as Readonly<Record<string, ProblemParam>>,
    message: render(code, values, 'en'),
  };
}

/** The problem in the reader's language. */
export function problemText(
  p: { readonly code: ProblemCode; readonly params: Readonly<Record<string, ProblemParam>> },
  lang: ProblemLang,
): string {
  return render(p.code, p.params as never, lang);
}

/** Every code, for contracts that carry problems across the wire. */
export const PROBLEM_CODES = Object.keys(TEXTS) as [ProblemCode, ...ProblemCode[]];
