import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

export function BackToCollection() {
  return (
    <Link to="/collection" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Collection
    </Link>
  );
}
