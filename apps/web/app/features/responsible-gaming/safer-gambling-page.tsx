import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { PageHeader } from '../../ui/page-header.js';
import './responsible-gaming.css';

/**
 * The public safer-gambling page (/responsible-gambling): the tools of an account, help lines and a
 * short self-assessment whose answers never leave the browser. Its texts live in the web catalogue
 * until the content configuration publishes one.
 */
export function SaferGamblingPage({ title }: { title: string }) {
  const { t, locale } = useI18n();
  const texts = t.responsibleGaming.safer;
  return (
    <div className="page">
      <PageHeader title={title} description={texts.lead} breadcrumb={[{ label: title }]} />
      <div className="safer-page">
        <section aria-labelledby="safer-tools">
          <h2 id="safer-tools">{texts.toolsTitle}</h2>
          <ul>
            {texts.tools.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link to={localizePath(PATHS.profileResponsibleGame, locale)} className="button button-secondary">
            {texts.toolsLink}
          </Link>
        </section>
        <section aria-labelledby="safer-help">
          <h2 id="safer-help">{texts.helpTitle}</h2>
          <ul>
            {texts.help.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <SelfAssessment />
        <p>{texts.minors}</p>
      </div>
    </div>
  );
}

function SelfAssessment() {
  const { t, format } = useI18n();
  const texts = t.responsibleGaming.safer;
  const name = useId();
  const [answers, setAnswers] = useState<Record<number, boolean>>({});
  const answered = Object.keys(answers).length === texts.questions.length;
  const signs = Object.values(answers).filter(Boolean).length;
  return (
    <section aria-labelledby="safer-assessment">
      <h2 id="safer-assessment">{texts.assessmentTitle}</h2>
      <p>{texts.assessmentLead}</p>
      {texts.questions.map((question, index) => (
        <fieldset key={question} className="safer-question">
          <legend>{question}</legend>
          <div className="safer-answers">
            {[true, false].map((yes) => (
              <label key={String(yes)}>
                <input
                  type="radio"
                  name={`${name}-${index}`}
                  checked={answers[index] === yes}
                  onChange={() => setAnswers((current) => ({ ...current, [index]: yes }))}
                />
                {yes ? texts.assessmentYes : texts.assessmentNo}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p role="status" data-testid="self-assessment-result">
        {answered ? format(texts.assessmentResult, { count: signs }) : ''}
      </p>
      <p className="rg-muted">{texts.assessmentNote}</p>
    </section>
  );
}
