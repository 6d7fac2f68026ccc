import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { MAX_WANT_TARGET, NO_TARGET_DISCOUNT, NO_TARGET_MIN_SALES, PRICE_TIERS, shownMoneyCurrency, type PriceTier } from '@tmnt/domain';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { choiceCardClasses, choiceRadioClasses } from '../../components/PackagingPicker.tsx';
import { Field, FieldError, fieldErrorId, Input, priceInputRules } from '../../components/Field.tsx';
import type { FormErrors } from '../../components/useFormErrors.ts';
import { tierName } from './wants-text.ts';

const TIER_HINTS: Record<PriceTier, string> = { carded: 'Sealed on its card', loose: 'Out of its package' };

/** What a want without a target watches for, in words. */
export const NO_TARGET_RULE = `Without a target, listings ${Math.round(NO_TARGET_DISCOUNT * 100)}% under the average are watched for, once it rests on ${NO_TARGET_MIN_SALES} sales.`;

/** Carded or loose, as two radio choices large enough for a finger. */
export function TierChoice({ name, value, onChange, error }: { name: string; value: PriceTier; onChange: (tier: PriceTier) => void; error?: string }) {
  return (
    <fieldset aria-describedby={error !== undefined ? fieldErrorId(name) : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">Packaging</legend>
      <div className="grid grid-cols-2 gap-2">
        {PRICE_TIERS.map((tier) => (
          <label
            key={tier}
            className={choiceCardClasses}
          >
            <input
              type="radio"
              name={name}
              value={tier}
              checked={value === tier}
              onChange={() => onChange(tier)}
              className={choiceRadioClasses}
            />
            <span className="min-w-0">
              <span className="block font-semibold">{tierName(tier)}</span>
              <span className="block text-xs text-gray-600 dark:text-gray-300">{TIER_HINTS[tier]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError controlId={name} error={error} />
    </fieldset>
  );
}

/** The optional target: the most the collector would pay, shipping included, in the collection's currency. */
export function TargetField({ id, value, onChange, validation, hint = true }: { id: string; value: string; onChange: (target: string) => void; validation: FormErrors; hint?: boolean }) {
  const hintId = `${id}-hint`;
  return (
    <Field label="Target price (optional)" htmlFor={id} error={validation.errors.target_price}>
      <Input
        {...validation.control('target_price', id, hint ? hintId : undefined)}
        {...priceInputRules(0.01)}
        max={MAX_WANT_TARGET}
        value={value}
        onChange={(e) => {
          validation.clear('target_price');
          onChange(e.target.value);
        }}
      />
      {hint && (
        <p id={hintId} className="text-xs text-gray-600 dark:text-gray-400">
          Price plus shipping, in {shownMoneyCurrency()}. {NO_TARGET_RULE}
        </p>
      )}
    </Field>
  );
}

/** Wants just added: said (children), with the way to the list and Done. */
export function WantsAdded({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="status" className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950/60 dark:text-green-100">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {children}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/wants" className={buttonClasses('secondary')}>
          See your want list
        </Link>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
