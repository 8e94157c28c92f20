import { useEffect, type CSSProperties } from 'react';
import { Select } from '../antd-kit-pages';
import { useClaims } from '@checker/auth/react';
import { useText } from '../i18n/LanguageProvider';
import { websiteLabel, websitesInScope, type WebsiteChoice } from './websites';

export interface WebsiteSelectProps {
  websites: readonly WebsiteChoice[];
  /** The chosen website id; null for none. */
  value: number | null;
  onChange: (websiteId: number | null) => void;
  /** Text of the first, empty option; the spec's '-- Select Website --' unless given. */
  placeholder?: string;
  /** Text of the first option when no website is in scope. */
  emptyPlaceholder?: string;
  /** Picks the website when exactly one is in scope and none is chosen (spec 01 §4). */
  autoSelectSingle?: boolean;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** The website select of every page, scoped to the signed-in account. */
export function WebsiteSelect({
  websites,
  value,
  onChange,
  placeholder,
  emptyPlaceholder,
  autoSelectSingle = true,
  disabled,
  loading,
  id,
  'aria-label': ariaLabel,
  style,
}: WebsiteSelectProps) {
  const claims = useClaims();
  const text = useText();
  const scoped = websitesInScope(claims, websites);
  const single = scoped.length === 1 ? scoped[0] : undefined;
  useEffect(() => {
    if (autoSelectSingle && single && value === null) onChange(single.website_id);
  }, [autoSelectSingle, single, value, onChange]);
  const first = scoped.length === 0 && emptyPlaceholder ? emptyPlaceholder : (placeholder ?? text('common.website.select'));
  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220, ...style }}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      loading={loading}
      options={[{ value: '', label: first }, ...scoped.map((website) => ({ value: String(website.website_id), label: websiteLabel(website) }))]}
      onChange={(next) => onChange(next === '' ? null : Number(next))}
    />
  );
}
