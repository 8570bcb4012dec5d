import type { SeedPages } from './seed-page-text.js';

// The demo operator's content pages in English. Jeton is a demonstration casino: the texts say so,
// and describe what the software really does (limits, verification, provably fair games).

export const EN_PAGES: SeedPages = {
  about: {
    title: 'About Jeton',
    description:
      'Who runs Jeton, what the site offers and how to reach us: casino games, provably fair house games and player protection.',
    body: `Jeton is an online casino offered in English and French. It brings together slots, table games, live games and our own **provably fair house games**, with a cashier, identity verification and responsible-gambling tools built in.

> Jeton is a demonstration site of the open-source Jeton casino platform. No real money is taken or paid: deposits and withdrawals go through a sandbox payment provider.

## What we offer

- **Games**: a game hall sorted by category and provider, with favourites and search. Each house game (slot, roulette, blackjack, dice, crash, plinko, keno, mines) can be checked round by round on our [fairness page](/fairness).
- **A clear cashier**: deposits and withdrawals with their history, limits you set yourself, and receipts for every payment.
- **Your account, protected**: two-factor authentication, a list of your active sessions, and identity verification before large withdrawals.
- **Player protection**: deposit, loss, wager and session-time limits, reality checks, time-outs and self-exclusion. See [Responsible gambling](/responsible-gambling).

## Our commitments

1. Every balance change is recorded in a double-entry ledger: money is never created or lost between two accounts.
2. A win is paid exactly once, even when a game studio or payment provider sends the same message twice.
3. Your personal data is used only to run your account, meet our legal duties and keep you safe. See our [Privacy policy](/privacy).

## Contact

- Support: through the [support page](/support), every day.
- Email: [support@jeton.test](mailto:support@jeton.test)

Only adults (18 years or older, or the legal age where you live, if higher) may play.
`,
  },
  terms: {
    title: 'Terms and conditions',
    description:
      'The rules of your Jeton account: who may play, deposits and withdrawals, bonuses, fair play, closing an account and complaints.',
    body: `*Last updated: 1 November 2026*

These terms form the agreement between you and Jeton (**"we"**, **"us"**) when you open an account or play on this site. Please read them with our [Privacy policy](/privacy) and [Bonus terms](/bonus-terms).

## 1. Who may play

1. You must be at least 18 years old, or the legal age for gambling where you live if it is higher.
2. You may hold one account only. Accounts opened in someone else's name, or a second account, are closed.
3. You may not play from a country where online gambling is forbidden to you.

## 2. Your account

1. The details you give must be true and kept up to date in your profile.
2. Keep your password secret. We recommend two-factor authentication (Profile → Security).
3. We may ask you to verify your identity at any time, and always before a withdrawal above the verification threshold. Until the check is finished, withdrawals may be held.

## 3. Deposits

1. Deposits are made in your account currency through the methods shown in the cashier.
2. You may only use payment methods in your own name.
3. Deposit limits you set take effect at once when lowered; a raised or removed limit takes effect after 24 hours.

## 4. Withdrawals

1. You may withdraw your main balance to a payment method you have used to deposit, where the method allows it.
2. Withdrawals are reviewed before payment. We may decline one if we suspect fraud, money laundering or a breach of these terms; the amount then returns to your balance.
3. Bonus money cannot be withdrawn until its wagering requirement is met (see the [Bonus terms](/bonus-terms)).

## 5. Games and fair play

1. The result of each round is decided by the game's random number generator when the round is played. Our house games are provably fair: see [Fairness explained](/fairness-explained).
2. If a game malfunctions, the round is void and stakes are returned.
3. Using software that plays for you, colluding with other players or exploiting a fault in a game is forbidden and leads to closing the account.

## 6. Closing your account

You may close your account at any time through support, or take a break with the responsible-gambling tools. Any money on your main balance is paid out to you once your identity is confirmed.

## 7. Complaints

Write to support with your account email and a description of the problem. We answer within 14 days. If you are not satisfied with our answer, you may refer the complaint to the licensing authority or an independent dispute service.

## 8. Changes to these terms

We may change these terms. The version in force is always on this page, with its date. Important changes are announced to you before they take effect.
`,
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'What personal data Jeton collects, why, how long it is kept, who receives it and how you exercise your rights.',
    body: `*Last updated: 1 November 2026*

This policy explains how Jeton handles your personal data when you use this site.

## Data we collect

| Data | Why we need it |
|:-----|:---------------|
| Email, phone, password (stored hashed) | To create and secure your account |
| Name, date of birth, address, country | To check your age and identity, as the law requires |
| Identity documents and selfie | Identity verification, through our verification provider |
| Deposits, withdrawals, bets and wins | To run your balance and keep the records the law requires |
| Device, browser and IP address of each session | To protect your account and detect fraud |

## How we use it

- to provide the games, the cashier and support;
- to meet our legal duties: age checks, anti-money-laundering checks, responsible gambling;
- to send you news and offers **only if you agreed**; you can unsubscribe from any message or in your profile.

## Who receives it

Your data is shared only with the providers needed to run the service (payment, identity verification, email and SMS delivery, hosting) and with authorities when the law requires. We never sell it.

## How long we keep it

Account and transaction records are kept for five years after the account is closed, as anti-money-laundering rules require. Marketing consent is removed as soon as you withdraw it.

## Cookies

We use only the cookies the site needs to work: your session, your language and your security settings. No advertising cookies are set.

## Your rights

You may ask to see, correct or delete your data, to restrict or object to its use, and to receive a copy of it. Write to [privacy@jeton.test](mailto:privacy@jeton.test). You may also complain to your data protection authority.
`,
  },
  'responsible-gambling': {
    title: 'Responsible gambling',
    description:
      'Gambling should stay fun. The tools Jeton gives you to stay in control, the warning signs, and where to find help.',
    body: `Gambling is entertainment, never a way to make money. Set yourself a budget you can afford to lose, and stop when it is spent.

## Tools in your account

You find these under **Profile → Responsible gaming**:

- **Deposit limit**: the most you can deposit per day, week or month.
- **Loss and wager limits**: the most you can lose or stake per day, week or month.
- **Session-time limit**: how long you can play per day, week or month.
- **Reality check**: a reminder every 15, 30 or 60 minutes of your playing time and result.
- **Time-out**: a break of 24 hours, 7 days or 30 days.
- **Self-exclusion**: 6 months, 1, 2 or 5 years, or for good. It cannot be undone before its end.

A lower limit applies at once; a higher limit, or removing one, waits 24 hours.

## Warning signs

Ask yourself honestly:

1. Do you spend more money or time than you planned?
2. Do you play to win back what you have lost?
3. Do you borrow money, or hide your gambling from the people close to you?
4. Do you feel restless or irritable when you try to stop?

If you answered yes to any of these, take a break and talk to someone.

## Where to find help

- **BeGambleAware** (UK): [begambleaware.org](https://www.begambleaware.org), National Gambling Helpline 0808 8020 133, free, 24 hours a day.
- **GamCare** (UK): [gamcare.org.uk](https://www.gamcare.org.uk), free chat and support.
- **Joueurs Info Service** (France): [joueurs-info-service.fr](https://www.joueurs-info-service.fr), 09 74 75 13 13, free call, every day from 8 am to 2 am.
- **Gamblers Anonymous**: [gamblersanonymous.org](https://www.gamblersanonymous.org), meetings worldwide.
- Our support team can set any limit for you: see the [support page](/support).

## Protecting minors

Only adults may play. If a child can use your device, keep your password secret and use parental-control software.
`,
  },
  'bonus-terms': {
    title: 'Bonus terms',
    description:
      'How Jeton bonuses, free spins and cashback work: wagering, game contributions, maximum stakes, expiry and withdrawals.',
    body: `*Last updated: 1 November 2026*

These terms apply to every bonus, free-spin pack and cashback offered on Jeton, in addition to the [Terms and conditions](/terms). The page of each offer may add its own conditions; where they differ, the offer's page wins.

## 1. Receiving a bonus

1. A bonus is offered to one account, one person, one household and one payment method.
2. Some bonuses need a promo code or a qualifying deposit; the offer says which.
3. You may refuse or cancel a bonus at any time from your profile. Cancelling removes the bonus money and its winnings.

## 2. Bonus money and wagering

1. Bonus money is kept apart from your main balance.
2. Before bonus money or its winnings can be withdrawn, you must stake a multiple of it (the **wagering requirement**), shown on the offer, e.g. 30× the bonus.
3. Games count towards wagering as follows:

| Games | Contribution |
|:------|-------------:|
| Slots | 100% |
| Crash, plinko, mines, keno, dice | 50% |
| Roulette, blackjack and other table games | 10% |
| Live games | 0% |

4. While a bonus is active, a single stake may not exceed **5 EUR** (or the same amount in your currency).

## 3. Free spins

1. Free spins are played on the games named in the pack and at the stake it sets.
2. Their winnings are credited as bonus money and follow the wagering rules above.
3. Unused free spins expire after 7 days.

## 4. Cashback

Cashback returns a share of your net losses over the period shown, credited to your main balance unless the offer says otherwise. It is paid after the period ends and must be claimed before its expiry date.

## 5. Expiry and abuse

1. A bonus whose wagering is not completed within 30 days expires, with its winnings.
2. Bonuses may be withdrawn, and winnings voided, when several accounts are used, stakes are hedged to clear wagering, or the terms are otherwise abused.
`,
  },
  'fairness-explained': {
    title: 'Fairness explained',
    description:
      'How Jeton house games are provably fair: server seed, client seed and nonce, and how to check any round yourself.',
    body: `Every round of a Jeton house game is **provably fair**: you can check, after the round, that its result was fixed before you played and was not changed.

## How a result is made

1. Before you play, the server picks a secret **server seed** and shows you its fingerprint (its SHA-256 hash).
2. Your browser gives a **client seed**, which you may change at any time.
3. Each round has a **nonce**, a counter that goes up by one per round.
4. The result comes from the HMAC-SHA256 of the client seed and nonce, keyed by the server seed, turned into numbers the game uses (a reel stop, a roulette pocket, a card).

Because the fingerprint was shown first, the server cannot change its seed after seeing your bet; because you choose the client seed, it cannot pick a seed that suits it either.

## Checking a round

1. Rotate your seed pair: the old server seed is then revealed.
2. Check that its SHA-256 hash is the fingerprint you were shown.
3. Enter the seeds and the nonce in the round verifier on our [fairness page](/fairness): it recomputes the result and shows whether it matches your round.

## Return to player

Each house game states its return to player (RTP), the share of all stakes paid back over a very large number of rounds. Single sessions vary widely: the RTP is an average, not a promise for your play.

## Outside studios

Games from other studios use their own certified random number generators, tested by independent laboratories. Their fairness is guaranteed by their certificate, not by the seeds above.
`,
  },
};
