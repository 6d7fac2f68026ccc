import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { shownMoneyCurrency } from '@tmnt/domain';
import { rememberedCurrency, showCollectionCurrency, useMoneySettings } from '../../api/money.ts';
import { Loading } from '../../components/Spinner.tsx';

/** At start, before anything renders: the currency this browser last read, so a visit shows its amounts at once. */
function startFromRemembered(): boolean {
  const remembered = rememberedCurrency();
  if (remembered !== null) showCollectionCurrency(remembered);
  return remembered !== null;
}

/**
 * Renders the screens once the collection's currency is known (GET /api/money), so every amount shows in it: at
 * once when this browser remembers it, else after the answer (or the first failure: offline, US dollars until the
 * server answers). When the server's currency is not the one shown (changed on another device), the screens are
 * drawn again from scratch in the server's: every formatted amount goes with them. A change saved here
 * (useSaveMoneySettings) shows the new currency before the answers come, and needs no redraw.
 */
export function MoneyReady({ children }: { children: ReactNode }) {
  const money = useMoneySettings();
  const [remembered] = useState(startFromRemembered);
  const [drawing, setDrawing] = useState(0);
  const currency = money.data?.currency;
  if (currency !== undefined && currency !== shownMoneyCurrency()) {
    // Set before the screens render (an effect would run after they had shown the old currency); redrawn at once.
    showCollectionCurrency(currency);
    setDrawing((n) => n + 1);
  }
  // Remembered for the next visit (also when it is the one shown already).
  useEffect(() => {
    if (currency !== undefined) showCollectionCurrency(currency);
  }, [currency]);
  if (!remembered && money.data === undefined && money.failureCount === 0) return <Loading text="Loading..." />;
  return <Fragment key={drawing}>{children}</Fragment>;
}
