import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

/** 'Figure not found' / 'Item not found', with the way back to the collection. */
export function NotFound({ title, hint }: { title: string; hint: string }) {
  return (
    <EmptyState
      icon={<SearchX className="h-12 w-12" />}
      title={title}
      hint={hint}
      action={
        <Link to="/collection" className={buttonClasses('primary')}>
          Back to Collection
        </Link>
      }
    />
  );
}
