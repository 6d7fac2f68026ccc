import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOOSE_QUESTIONS, type GradeResult, type GradingSetup } from '@tmnt/domain';
import { renderScreen } from '../../test/render.tsx';
import { GradingWizard } from './GradingWizard.tsx';

const notConfigured: GradingSetup = {
  ai: { configured: false, provider: 'anthropic', model: null, message: 'AI grading is not set up: set ANTHROPIC_API_KEY (or AI_PROVIDER=openai with OPENAI_API_KEY).' },
};
const configured: GradingSetup = { ai: { configured: true, provider: 'anthropic', model: 'claude-sonnet-4-5', message: null } };

const manualResult: GradeResult = {
  letterGrade: 'B',
  overallGrade: 77,
  confidence: 100,
  summary: 'Questionnaire grade B (77/100) for a loose copy.',
  breakdown: { paint: { score: 73 }, structure: { score: 70 }, joints: { score: 88 }, completeness: { score: 82 } },
  recommendations: ['Keep it out of direct sunlight.'],
  method: 'manual',
  graded_at: '2025-01-01T00:00:00.000Z',
  grading_photos: [],
  cost: null,
};

/** Answers GET /api/grading/setup and the grade call; records every request. */
function stubServer(setup: GradingSetup, grade: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/grading/setup') return new Response(JSON.stringify(setup), { status: 200 });
    return new Response(JSON.stringify(grade.body), { status: grade.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  // jsdom lays nothing out, so has no scrolling to do.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderWizard() {
  const onComplete = vi.fn();
  const onCancel = vi.fn();
  renderScreen(<GradingWizard inventoryId={5} figureName="Leonardo" onComplete={onComplete} onCancel={onCancel} />);
  return { onComplete, onCancel };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** Picks the option at `pick(question)` for every loose question, pressing Next between them. */
function answerLoose(pick: (index: number) => number) {
  LOOSE_QUESTIONS.forEach((question, index) => {
    expect(screen.getByText(question.question)).toBeInTheDocument();
    const option = question.options[pick(index)];
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${option.label}`) }));
    if (index < LOOSE_QUESTIONS.length - 1) click('Next');
  });
}

// Each test clicks through a whole questionnaire: slow on a busy machine, so longer than vitest's 5 s.
describe('the grading wizard', { timeout: 30_000 }, () => {
  it('grades by questionnaire: one question at a time, then the answers sent and the result shown', async () => {
    const fetchMock = stubServer(notConfigured, { status: 200, body: manualResult });
    const { onComplete } = renderWizard();

    expect(screen.getByRole('list', { name: 'Grading steps' })).toHaveTextContent(/1\s*Packaging.*2\s*Upload Photos.*3\s*Results/);
    click(/^Loose/);
    expect(screen.getByRole('dialog')).toHaveTextContent('AI Figure Grading · Grading Method');
    click(/^Questionnaire\s*FREE/);

    expect(screen.getByText(`0/${LOOSE_QUESTIONS.length} answered`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Paint Condition')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: /^Minor/ });
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^None/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(`1/${LOOSE_QUESTIONS.length} answered`)).toBeInTheDocument();
    click('Next');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    click('Previous');
    expect(screen.getByRole('button', { name: /^Minor/ })).toHaveAttribute('aria-pressed', 'true');

    // Minor paint chips (75) kept; then the first option (100) everywhere, except N/A (100) for the accessories.
    answerLoose((index) => (index === 0 ? 2 : LOOSE_QUESTIONS[index].id === 'loose_accessories' ? 6 : 0));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    click('Submit Grading');

    await screen.findByText('Grading Results');
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/inventory/5/grade-manual')!;
    expect(post[1]?.method).toBe('POST');
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      packaging_status: 'LOOSE',
      responses: LOOSE_QUESTIONS.map((q) => ({ questionId: q.id, value: q.id === 'loose_paint_chips' ? 75 : 100 })),
    });
    expect(screen.getByText('77')).toBeInTheDocument();
    expect(screen.getByText('Method: Questionnaire')).toBeInTheDocument();
    const breakdown = screen.getByRole('heading', { name: 'Breakdown' }).parentElement!;
    expect(within(breakdown).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Paint73/100', 'Structure70/100', 'Joints88/100', 'Completeness82/100']);
    expect(screen.getByText(/self-assessment from your answers/)).toBeInTheDocument();
    click('Done');
    expect(onComplete).toHaveBeenCalledWith(manualResult);
  });

  it('shows a failed questionnaire grading with its reason, keeps the answers and can go back to them', async () => {
    stubServer(notConfigured, { status: 400, body: { error: 'Not answered: loose_parts', field: 'responses' } });
    renderWizard();
    click(/^Loose/);
    click(/^Questionnaire/);
    answerLoose(() => 0);
    click('Submit Grading');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not answered: loose_parts');
    expect(screen.getByText(/Your answers are preserved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Grading' })).toBeEnabled();
    click('Back to Questions');
    expect(screen.getByText(`${LOOSE_QUESTIONS.length}/${LOOSE_QUESTIONS.length} answered`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Grading' })).toBeEnabled();
  });

  it('offers AI grading only when the server has it set up, saying what to set otherwise', async () => {
    stubServer(notConfigured, { status: 500, body: {} });
    renderWizard();
    click(/^Mint on Card/);
    const aiOption = screen.getByRole('button', { name: /^AI Photo Grading/ });
    await waitFor(() => expect(aiOption).toHaveAccessibleDescription(notConfigured.ai.message!));
    expect(aiOption).toBeDisabled();
    expect(aiOption).toHaveTextContent('Estimated cost: about $0.05-0.10 per grade');
    click('Back to packaging');
    expect(screen.getByRole('button', { name: /^Mint on Card/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the photo step when AI grading is set up', async () => {
    stubServer(configured, { status: 500, body: {} });
    renderWizard();
    click(/^Loose/);
    const aiOption = screen.getByRole('button', { name: /^AI Photo Grading/ });
    await waitFor(() => expect(aiOption).toBeEnabled());
    expect(aiOption).toHaveTextContent('(Anthropic, claude-sonnet-4-5)');
    fireEvent.click(aiOption);
    expect(screen.getByRole('dialog')).toHaveTextContent('AI Figure Grading · Upload Photos');
  });
});
