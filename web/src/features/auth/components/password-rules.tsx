import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/domain/limits';
import { brokenPasswordRules, type PasswordRule } from '../../../../../shared/domain/password-policy';

const RULES: readonly PasswordRule[] = ['minLength', 'upperCase', 'lowerCase', 'special'];

/** The password policy, checked live as the user types (shared/domain/password-policy.ts). */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const broken = new Set(brokenPasswordRules(password));
  return (
    <div id={id} className="tb-password-rules">
      <p className="tb-muted">{t('reset.policyTitle')}</p>
      <ul>
        {RULES.map((rule) => {
          const met = !broken.has(rule);
          return (
            <li
              key={rule}
              className={met ? 'tb-rule-met' : 'tb-rule-missing'}
              data-rule={rule}
              data-met={met}
            >
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              {t(`reset.rule.${rule}`, { min: PASSWORD_MIN_LENGTH })}
              <span className="tb-visually-hidden">
                {' '}
                ({met ? t('reset.ruleMet') : t('reset.ruleMissing')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
