import { useId, useState, type KeyboardEvent } from 'react';
import { Tag, X } from 'lucide-react';
import { changeTags, inventoryPatchSchema, TAG_LIMITS, type InventoryItem } from '@tmnt/domain';
import { useUpdateItem } from '../../api/inventory.ts';
import { Button } from '../../components/Button.tsx';
import { FieldError, Input } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';

const FIELDS = ['tags'] as const;

/** A copy's tags, each removed with its ×, a new one added with Enter or Add: every change saved at once. */
export function CopyTags({ item }: { item: Pick<InventoryItem, 'id' | 'tags'> }) {
  const id = useId();
  const [text, setText] = useState('');
  const update = useUpdateItem();
  const validation = useFormErrors<HTMLDivElement>(FIELDS);
  const save = (tags: string[]) => {
    const patch = { tags };
    if (!validation.check(inventoryPatchSchema, patch)) return;
    update.mutate({ id: item.id, patch }, { onSuccess: () => setText(''), onError: validation.showFailure });
  };
  const add = () => {
    if (text.trim() !== '') save(changeTags(item.tags, text.split(',')));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div ref={validation.ref} className="space-y-2">
      {item.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {item.tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-700 dark:bg-brand-900/60 dark:text-brand-100">
              <Tag className="h-3.5 w-3.5" aria-hidden="true" /> {tag}
              <button
                type="button"
                aria-label={`Remove the tag ${tag}`}
                disabled={update.isPending}
                onClick={() => save(changeTags(item.tags, [], [tag]))}
                className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-900"
              >
                <X className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">No tags yet.</p>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-tag`} className="sr-only">
          Add a tag
        </label>
        <Input
          {...validation.control('tags', `${id}-tag`)}
          value={text}
          maxLength={TAG_LIMITS.length * TAG_LIMITS.perCopy}
          placeholder="Add a tag: for trade, show 2026..."
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            validation.clear('tags');
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={update.isPending || text.trim() === ''} className="shrink-0">
          Add
        </Button>
      </div>
      <FieldError controlId={`${id}-tag`} error={validation.errors.tags ?? validation.formError ?? undefined} />
    </div>
  );
}
