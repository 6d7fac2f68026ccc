import { useId, useState } from 'react';
import { Heart, HeartOff } from 'lucide-react';
import { newWantSchema, PRICE_TIERS, type PriceTier } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { Field, Input, priceInputRules, Select } from '../../components/Field.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { Loading } from '../../components/Spinner.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { CheckAnswer } from './CheckAnswer.tsx';
import { changeQueued } from './engine.ts';
import { queueAddWant, queueRemoveWant } from './outbox.ts';
import { usePocket } from './store.ts';
import { pocketView } from './view.ts';

const FIELDS = ['tier', 'target_price'] as const;

/** Wants the figure in a tier, with a target or not; queued to sync. */
function WantForm({ figureId, onDone }: { figureId: number; onDone: () => void }) {
  const id = useId();
  const [tier, setTier] = useState<PriceTier>('loose');
  const [target, setTarget] = useState('');
  const validation = useFormErrors(FIELDS);
  const submit = async () => {
    const body = { figure_id: figureId, tier, ...(target !== '' && { target_price: Number(target) }) };
    if (!validation.check(newWantSchema, body)) return;
    await queueAddWant(body);
    await changeQueued();
    onDone();
  };
  return (
    <ValidatedForm validation={validation} onSubmit={() => void submit()} className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <Field label="Tier" htmlFor={`${id}-tier`} error={validation.errors.tier}>
        <Select {...validation.control('tier', `${id}-tier`)} value={tier} onChange={(e) => setTier(e.target.value as PriceTier)}>
          {PRICE_TIERS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </Select>
      </Field>
      <Field label="Target price (optional)" htmlFor={`${id}-target`} error={validation.errors.target_price}>
        <Input {...validation.control('target_price', `${id}-target`)} {...priceInputRules()} value={target} onChange={(e) => setTarget(e.target.value)} />
      </Field>
      <Button type="submit">
        <Heart className="h-4 w-4" aria-hidden="true" /> Want it
      </Button>
    </ValidatedForm>
  );
}

/** A figure's page from the phone's copy (offline): what you have of it, its prices, and wanting it or not (queued). */
export function PocketFigurePage({ figureId }: { figureId: number }) {
  const snapshot = usePocket();
  const [wanting, setWanting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const figure = snapshot.figures.get(figureId);
  if (!snapshot.loaded) return <Loading text="Loading..." />;
  if (!figure) return <NotFound title="This figure is not on this phone" hint="It came after this phone last synced." />;
  const wants = pocketView(snapshot).wants.filter((w) => w.figure_id === figureId);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold break-words">{figure.name}</h1>
      <CheckAnswer figure={figure} />
      <Card>
        <CardTitle>Want list</CardTitle>
        <div className="space-y-3">
          {wants.map((want) => (
            <Button
              key={`${want.id}-${want.tier}`}
              variant="secondary"
              size="sm"
              onClick={() => void queueRemoveWant(want).then(changeQueued, (error: Error) => setProblem(error.message))}
            >
              <HeartOff className="h-4 w-4" aria-hidden="true" /> Take the {want.tier} want off the list
            </Button>
          ))}
          {problem && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          {wanting ? (
            <WantForm figureId={figureId} onDone={() => setWanting(false)} />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setWanting(true)}>
              <Heart className="h-4 w-4" aria-hidden="true" /> Add to the want list
            </Button>
          )}
        </div>
      </Card>
      <p className="text-sm text-gray-600 dark:text-gray-400">Codes: {figure.upcs.length > 0 ? figure.upcs.join(', ') : 'none linked'}</p>
    </div>
  );
}
