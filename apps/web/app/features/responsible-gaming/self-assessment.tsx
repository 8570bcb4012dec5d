import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import './responsible-gaming.css';

/**
 * The self-assessment of the public safer-gambling page (/responsible-gambling, whose text is a
 * content page): a few questions whose answers never leave the browser, and a link to the tools.
 */
export function SelfAssessment() {
  const { t, locale, format } = useI18n();
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
      <Link to={localizePath(PATHS.profileResponsibleGame, locale)} className="button button-secondary">
        {texts.toolsLink}
      </Link>
    </section>
  );
}
