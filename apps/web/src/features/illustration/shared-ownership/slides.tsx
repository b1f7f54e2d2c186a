import { List, Stack, Text, Title } from '@mantine/core';
import { sharedOwnershipEn } from '@portal/contracts/i18n/areas/shared-ownership';
import { useId } from 'react';
import { useDynamicT } from '../form-context';

export type SlideKey = keyof typeof sharedOwnershipEn.slides;

/** The read-only slides' order among the 17 pages (the form pages sit at 4, 9, 12 and 13). */
export const PAGE_ORDER: readonly (SlideKey | 'form')[] = [
  'notice',
  'whoShould',
  'advantages',
  'howItWorks',
  'form', // 4 personal information
  'retirement',
  'beforeRetirement',
  'afterRetirement',
  'beneficiaries',
  'form', // 9 beneficiary designations
  'agreement',
  'taxExecutive',
  'form', // 12 product selection
  'form', // 13 premium allocation
  'taxCorporation',
  'pitfalls',
  'summary',
];

/** A slide's paragraphs (p1, p2…) and points (b1, b2…), from the English shape of the catalogue. */
function parts(slide: SlideKey) {
  const keys = Object.keys(sharedOwnershipEn.slides[slide]);
  return {
    paragraphs: keys.filter((key) => /^p\d$/.test(key)),
    points: keys.filter((key) => /^b\d$/.test(key)),
    diagram: keys.includes('diagram'),
  };
}

const BOX = { rx: 8, strokeWidth: 2 } as const;

/** Who pays what and who owns what (howItWorks). */
function SplitDiagram({ slide }: { slide: SlideKey }) {
  const t = useDynamicT();
  const titleId = useId();
  const descId = useId();
  const f = (key: string) => t(`sharedOwnership.${key}`);
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox="0 0 560 220"
      width="100%"
      style={{ maxWidth: 560 }}
    >
      <title id={titleId}>{f('diagram')}</title>
      <desc id={descId}>{t(`sharedOwnership.slides.${slide}.diagram`)}</desc>
      <rect x="10" y="20" width="170" height="60" fill="#e7f0fa" stroke="#1c5d99" {...BOX} />
      <text x="95" y="55" textAnchor="middle" fontSize="15" fill="#10314f">
        {f('values.corporation')}
      </text>
      <rect x="10" y="140" width="170" height="60" fill="#fdf1e3" stroke="#8a4b08" {...BOX} />
      <text x="95" y="175" textAnchor="middle" fontSize="15" fill="#4d2a04">
        {f('values.executive')}
      </text>
      <rect x="330" y="10" width="220" height="200" fill="#ffffff" stroke="#333333" {...BOX} />
      <rect x="340" y="20" width="200" height="110" fill="#e7f0fa" stroke="#1c5d99" {...BOX} />
      <text x="440" y="80" textAnchor="middle" fontSize="14" fill="#10314f">
        {f('values.columns.corporationShare')}
      </text>
      <rect x="340" y="140" width="200" height="60" fill="#fdf1e3" stroke="#8a4b08" {...BOX} />
      <text x="440" y="175" textAnchor="middle" fontSize="14" fill="#4d2a04">
        {f('values.columns.executiveShare')}
      </text>
      <line x1="180" y1="50" x2="336" y2="70" stroke="#1c5d99" strokeWidth="2" />
      <line x1="180" y1="170" x2="336" y2="170" stroke="#8a4b08" strokeWidth="2" />
    </svg>
  );
}

/** Before and after retirement (retirement). */
function RetirementDiagram({ slide }: { slide: SlideKey }) {
  const t = useDynamicT();
  const titleId = useId();
  const descId = useId();
  const f = (key: string) => t(`sharedOwnership.${key}`);
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox="0 0 560 180"
      width="100%"
      style={{ maxWidth: 560 }}
    >
      <title id={titleId}>{f('diagram')}</title>
      <desc id={descId}>{t(`sharedOwnership.slides.${slide}.diagram`)}</desc>
      <rect x="10" y="20" width="250" height="90" fill="#e7f0fa" stroke="#1c5d99" {...BOX} />
      <text x="135" y="70" textAnchor="middle" fontSize="14" fill="#10314f">
        {f('values.columns.corporationShare')}
      </text>
      <rect x="10" y="115" width="250" height="50" fill="#fdf1e3" stroke="#8a4b08" {...BOX} />
      <text x="135" y="145" textAnchor="middle" fontSize="14" fill="#4d2a04">
        {f('values.columns.executiveShare')}
      </text>
      <line x1="270" y1="90" x2="290" y2="90" stroke="#333333" strokeWidth="3" />
      <polygon points="290,82 300,90 290,98" fill="#333333" />
      <rect x="305" y="20" width="245" height="145" fill="#fdf1e3" stroke="#8a4b08" {...BOX} />
      <text x="427" y="95" textAnchor="middle" fontSize="14" fill="#4d2a04">
        {f('values.executive')}
      </text>
    </svg>
  );
}

/** One read-only slide: its title as the page's heading, paragraphs, points and diagram. */
export function Slide({ slide, headingId }: { slide: SlideKey; headingId: string }) {
  const t = useDynamicT();
  const { paragraphs, points, diagram } = parts(slide);
  const key = (part: string) => t(`sharedOwnership.slides.${slide}.${part}`);
  return (
    <Stack gap="sm">
      <Title order={3} id={headingId}>
        {key('title')}
      </Title>
      {paragraphs.map((part) => (
        <Text key={part}>{key(part)}</Text>
      ))}
      {points.length > 0 && (
        <List spacing="xs">
          {points.map((part) => (
            <List.Item key={part}>{key(part)}</List.Item>
          ))}
        </List>
      )}
      {diagram && slide === 'howItWorks' && <SplitDiagram slide={slide} />}
      {diagram && slide === 'retirement' && <RetirementDiagram slide={slide} />}
    </Stack>
  );
}
