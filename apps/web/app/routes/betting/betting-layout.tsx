import { useMemo, useState } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { getBettingBonuses } from '../../api/betting-bonuses.js';
import { serverCallOptions } from '../../api/server-call-options.js';
import { initialDataContext } from '../../context.js';
import type { BettingContext } from '../../features/sportsbook/betting-context.js';
import type { SlipItem } from '../../features/sportsbook/slip-item.js';
import { NO_SLIP_CHOICES, type SlipChoices } from '../../features/sportsbook/slip-storage.js';
import { useSportsbookSignals } from '../../features/sportsbook/use-sportsbook-signals.js';
import { useStoredSlip } from '../../features/sportsbook/use-stored-slip.js';
import { useLocale } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import type { Route } from './+types/betting-layout';
import '../../features/sportsbook/sportsbook.css';

// /betting and /betting/event/{id} (decision 0075): the layout keeps the bet slip while the player
// moves between the list and an event, and re-reads both pages on the sportsbook's live signals.
// The slip's selections are kept in the browser and restored after a reload (decision 0077), with
// the player's choice of singles or multiple and of the free bet (decision 0080).

export async function loader(args: Route.LoaderArgs) {
  const initial = args.context.get(initialDataContext);
  const player = isPlayer(initial);
  const currency = player ? initial.account.balance_main.currency : 'EUR';
  // The player's active free bet (decision 0070), which the slip offers; none when it cannot be read.
  const freeBet = player
    ? await getBettingBonuses({ offset: 0, count: 1, status: 'active' }, serverCallOptions(args)).then(
        (page) => page.items[0] ?? null,
        () => null,
      )
    : null;
  return { player, currency, freeBet };
}

export default function BettingLayout({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [slip, setSlip] = useState<SlipItem[]>([]);
  const [choices, setChoices] = useState<SlipChoices>(NO_SLIP_CHOICES);
  const [slipOpen, setSlipOpen] = useState(false);
  const [placedCount, setPlacedCount] = useState(0);
  const [pricesKey, setPricesKey] = useState(0);
  useStoredSlip({ slip, setSlip, choices, setChoices }, loaderData.freeBet?.id ?? null, useLocale());
  useSportsbookSignals(() => {
    void revalidator.revalidate();
    setPricesKey((key) => key + 1);
  });

  const betting = useMemo<BettingContext>(
    () => ({
      ...loaderData,
      slip,
      choices,
      setChoices,
      slipOpen,
      setSlipOpen,
      placedCount,
      pricesKey,
      toggle: (item) => {
        setSlip((items) =>
          items.some((it) => it.selectionId === item.selectionId)
            ? items.filter((it) => it.selectionId !== item.selectionId)
            : [...items, item],
        );
        setSlipOpen(true);
      },
      remove: (selectionId) => setSlip((items) => items.filter((it) => it.selectionId !== selectionId)),
      reprice: (selectionId, odds) =>
        setSlip((items) =>
          items.map((it) => (it.selectionId === selectionId ? { ...it, odds, unavailable: undefined } : it)),
        ),
      placed: (selectionIds) => {
        setSlip((items) => items.filter((it) => !selectionIds.includes(it.selectionId)));
        setPlacedCount((count) => count + 1);
      },
    }),
    [loaderData, slip, choices, slipOpen, placedCount, pricesKey],
  );
  return <Outlet context={betting} />;
}
