import { useId } from 'react';
import { ArrowLeft, ClipboardList, Sparkles } from 'lucide-react';
import {
  GRADING, PACKAGING_STATUS_INFO, photoRequirementsFor, plural, questionsFor, type AiProvider, type GradingSetup, type PackagingStatus,
} from '@tmnt/domain';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { ChoiceButton } from './ChoiceButton.tsx';
import type { GradingMethod } from '../wizard-state.ts';

const PROVIDER_NAMES: Record<AiProvider, string> = { anthropic: 'Anthropic', openai: 'OpenAI-compatible' };

/** What the server said about AI grading: not known yet, not known because the call failed, or its answer. */
export type AiSetupState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; ai: GradingSetup['ai'] };

function aiNote(setup: AiSetupState): string | null {
  if (setup.status === 'loading') return 'Checking whether AI grading is set up...';
  if (setup.status === 'error') return `Could not check whether AI grading is set up: ${setup.message}`;
  if (!setup.ai.configured) return setup.ai.message ?? 'AI grading is not set up on this server.';
  return null;
}

interface MethodStepProps {
  packaging: PackagingStatus;
  setup: AiSetupState;
  onChoose: (method: GradingMethod) => void;
  onBack: () => void;
}

/** Step 1b: the free questionnaire, or AI photo grading on the collector's own AI key (with its cost estimate). */
export function MethodStep({ packaging, setup, onChoose, onBack }: MethodStepProps) {
  const noteId = useId();
  const questionCount = questionsFor(packaging).length;
  const requiredPhotos = photoRequirementsFor(packaging).filter((r) => r.required).length;
  const note = aiNote(setup);
  const aiReady = setup.status === 'ready' && setup.ai.configured;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">How would you like to grade it?</h3>
        <p className="text-sm text-gray-600 dark:text-gray-300">Packaging: {PACKAGING_STATUS_INFO[packaging].label}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceButton pressed={false} onClick={() => onChoose('manual')}>
          <ClipboardList className="h-6 w-6 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />
          <span className="min-w-0">
            <span className="flex flex-wrap items-center gap-2 font-semibold">
              Questionnaire <Badge color="green">FREE</Badge>
            </span>
            <span className="block text-sm text-gray-600 dark:text-gray-300">
              Answer {plural(questionCount, 'question')} about the figure&apos;s condition, one at a time. No photos and no AI needed.
            </span>
          </span>
        </ChoiceButton>
        <div className="space-y-1.5">
          <ChoiceButton pressed={false} disabled={!aiReady} aria-describedby={note ? noteId : undefined} onClick={() => onChoose('ai')}>
            <Sparkles className="h-6 w-6 shrink-0 text-purple-600 dark:text-purple-300" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-semibold">AI Photo Grading</span>
              <span className="block text-sm text-gray-600 dark:text-gray-300">
                Upload {requiredPhotos} required photos and your AI provider grades them
                {setup.status === 'ready' && setup.ai.configured ? ` (${PROVIDER_NAMES[setup.ai.provider]}${setup.ai.model ? `, ${setup.ai.model}` : ''})` : ''}.
              </span>
              <span className="mt-1 block text-sm font-medium">Estimated cost: {GRADING.costEstimate} per grade, on your own AI key.</span>
            </span>
          </ChoiceButton>
          {note && (
            <p id={noteId} role={setup.status === 'ready' ? undefined : 'status'} className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {note}
            </p>
          )}
        </div>
      </div>
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to packaging
      </Button>
    </div>
  );
}
