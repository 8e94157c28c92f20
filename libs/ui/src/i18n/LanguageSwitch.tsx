import { Button, Flex } from 'antd';
import { LANGUAGES, type Language } from '@checker/domain';
import { useLanguage } from './LanguageProvider';

const SHORT: Record<Language, string> = { 'id-ID': 'ID', en: 'EN' };

/** The header's language choice: ID or EN, each named in full on hover and for screen readers. */
export function LanguageSwitch() {
  const { language, setLanguage, text } = useLanguage();
  return (
    <Flex role="group" aria-label={text('common.language.label')} gap={2}>
      {LANGUAGES.map((value) => (
        <Button
          key={value}
          size="small"
          type={value === language ? 'primary' : 'text'}
          aria-pressed={value === language}
          aria-label={text(`common.language.${value}`)}
          title={text(`common.language.${value}`)}
          onClick={() => setLanguage(value)}
        >
          {SHORT[value]}
        </Button>
      ))}
    </Flex>
  );
}
