import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import type { Question } from '@tmnt/domain';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { ChoiceButton } from './ChoiceButton.tsx';

interface QuestionnaireStepProps {
  questions: readonly Question[];
  index: number;
  /** The chosen option per question id. */
  answers: Record<string, number>;
  onAnswer: (questionId: string, option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** The free questionnaire, one question at a time; the last one's button submits it. */
export function QuestionnaireStep({ questions, index, answers, onAnswer, onPrevious, onNext, onSubmit }: QuestionnaireStepProps) {
  const question = questions[index];
  const answeredCount = questions.filter((q) => answers[q.id] !== undefined).length;
  const chosen = answers[question.id];
  const isLast = index === questions.length - 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-gray-600 dark:text-gray-300">
          Question {index + 1} of {questions.length}
        </span>
        <span className="font-medium tabular-nums">
          {answeredCount}/{questions.length} answered
        </span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800" aria-hidden="true">
        <div className="h-full bg-brand-600 transition-[width] dark:bg-brand-500" style={{ width: `${(100 * answeredCount) / questions.length}%` }} />
      </div>
      <fieldset className="space-y-3">
        <legend className="space-y-1.5">
          <Badge color="blue">{question.category}</Badge>
          <span className="block text-lg font-semibold">{question.question}</span>
        </legend>
        <div className="grid gap-2">
          {question.options.map((option, optionIndex) => (
            <ChoiceButton key={option.label} pressed={chosen === optionIndex} onClick={() => onAnswer(question.id, optionIndex)} className="py-2.5">
              <span className="min-w-0">
                <span className="block font-medium">{option.label}</span>
                {option.description && <span className="block text-sm text-gray-600 dark:text-gray-300">{option.description}</span>}
              </span>
            </ChoiceButton>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onPrevious} disabled={index === 0}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </Button>
        {isLast ? (
          <Button onClick={onSubmit} disabled={chosen === undefined || answeredCount < questions.length}>
            <Send className="h-4 w-4" aria-hidden="true" /> Submit Grading
          </Button>
        ) : (
          <Button onClick={onNext} disabled={chosen === undefined}>
            Next <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
