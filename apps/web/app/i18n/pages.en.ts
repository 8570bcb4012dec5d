// The texts of the pages outside the first view of most visits: every page but home, the game hall,
// a game and the content pages, whose texts are in the core (en.ts). Loaded with those pages
// (page-sections.ts); pages.fr.ts must match it key for key.

export const pagesEn = {
  betting: {
    title: 'Sports betting',
    description: 'Pre-match and live odds on football, tennis, basketball and more.',
    empty: 'The sportsbook will list events and odds here. No events are open for betting right now.',
  },
  jackpots: {
    title: 'Jackpots',
    description:
      'Must-drop progressive jackpots: each one drops before its ceiling, and every draw can be checked.',
    empty: 'No jackpot is running right now. Come back soon: new ones start with a fresh prize pool.',
    loadError: 'The jackpots could not be loaded.',
    loading: 'Loading the jackpots…',
    retry: 'Try again',
    mustDropBefore: 'Must drop before {amount}',
    progress: '{percent} of the way to its ceiling',
    details: 'Details of {name}',
    recentWinners: 'Recent winners',
    noWinners: 'Nobody has won yet: the first drop is still to come.',
    won: '{winner} won {amount} on',
    wonAt: 'on {date}',
  },
  jackpot: {
    title: 'Jackpot {id}',
    description: 'Prize pool, rules and winners of this jackpot.',
    amountLabel: 'Prize pool now',
    rules: 'How it works',
    ruleContribution:
      'Every real-money bet on an eligible game adds {percent} of its stake to the pool. Play money never counts.',
    ruleDrop:
      'The jackpot must drop before the pool reaches {max}: at the start of each round a secret amount between {min} and {max} is drawn, and the bet that brings the pool to it wins the whole pool.',
    ruleSeed: 'After a drop, a new round starts at once with a fresh secret amount.',
    games: 'Eligible games',
    allHouseGames: 'Every Jeton house game:',
    fairness: 'Provably fair',
    fairnessText:
      'This round’s secret amount is fixed now. Its fingerprint, published before anyone plays, is:',
    verifyHow:
      'When the jackpot drops, its amount (in cents) and a salt are revealed below. Compute SHA-256 of “amount:salt” with any SHA-256 tool: the result must equal the fingerprint shown during that round.',
    revealed: 'Drop amount {amount} cents, salt {salt}',
    fingerprint: 'Fingerprint',
    round: 'Round {cycle}',
  },
  loyalty: {
    title: 'Loyalty programme',
    description: 'Earn points as you play, level up your character and spend points in the shop.',
    tabs: { programme: 'Programme', shop: 'Shop' },
    empty: 'Your level, points and character will show here. The loyalty programme has no levels yet.',
  },
  loyaltyShop: {
    title: 'Loyalty shop',
    description: 'Spend your loyalty points on bonuses and free spins.',
    empty: 'Products you can buy with loyalty points will be listed here. The shop has no products yet.',
  },
  loyaltyProgram: {
    title: 'Loyalty programme {name}',
    description: 'Levels, rewards and rules of this loyalty programme.',
    empty: 'The levels and rewards of this programme will show here. No details are available.',
  },
  offers: {
    title: 'Offers',
    description: 'Deposit offers and bonuses you can claim.',
    empty: 'Offers you can claim will be listed here. No offers are available right now.',
  },
  offer: {
    title: 'Offer {id}',
    description: 'Conditions and rewards of this offer.',
    empty: 'The conditions and rewards of this offer will show here. No details are available.',
  },
  promotions: {
    title: 'Promotions',
    description: 'Welcome offers, reload bonuses and seasonal campaigns.',
    empty: 'Current campaigns will be listed here. No promotions are running right now.',
  },
  promotion: {
    title: 'Promotion {id}',
    description: 'Details and terms of this promotion.',
    empty: 'The details and terms of this promotion will show here. No details are available.',
  },
  providers: {
    title: 'Game providers',
    description: 'The studios behind our slots, live tables and fast games.',
    empty: 'No game providers are listed yet. Please come back later.',
    gamesCount: '{count, plural, one {# game} other {# games}}',
    loadError: 'The providers could not be loaded. Check your connection and try again.',
  },
  support: {
    title: 'Support',
    description: 'Contact our support team by the feedback form or live chat.',
  },
  tournaments: {
    title: 'Tournaments',
    description: 'Compete on leaderboards and share the prize pools.',
    empty: 'Running and upcoming tournaments will be listed here. No tournaments are running right now.',
  },
  tournament: {
    title: 'Tournament {id}',
    description: 'Leaderboard, prizes and rules of this tournament.',
    gamesLink: 'Tournament games',
    empty: 'The leaderboard, prizes and rules of this tournament will show here. No details are available.',
  },
  tournamentGames: {
    title: 'Games of tournament {id}',
    description: 'The games that count towards this tournament.',
    empty: 'The games that count towards this tournament will be listed here. No games are listed.',
  },
  winners: {
    title: 'Winners',
    description: 'The latest big wins at Jeton.',
    empty: 'The latest big wins will be listed here. No wins to show yet.',
  },
  cashier: {
    title: 'Cashier',
    description: 'Deposit, withdraw and follow your payments.',
    tabs: { deposit: 'Deposit', withdraw: 'Withdraw', wallet: 'Wallet', history: 'History' },
  },
  deposit: {
    title: 'Deposit',
    description: 'Top up your balance with a payment method of your choice.',
  },
  depositMethod: {
    title: 'Deposit with {method}',
    description: 'Top up your balance with {method}.',
  },
  withdraw: {
    title: 'Withdraw',
    description: 'Withdraw your winnings to a payment method of your choice.',
  },
  wallet: {
    title: 'Wallet',
    description: 'Your balances at a glance.',
    main: 'Main balance',
    bonus: 'Bonus balance',
    bettingBonus: 'Betting bonus',
    total: 'Total',
  },
  history: {
    title: 'Payment history',
    description: 'Your deposits, withdrawals, bonuses and cashbacks.',
    tabsLabel: 'History type',
    tabs: { deposit: 'Deposits', withdrawal: 'Withdrawals', bonuses: 'Bonuses', cashbacks: 'Cashbacks' },
    empty: {
      deposit: 'You have made no deposit yet.',
      withdrawal: 'You have made no withdrawal yet.',
      bonuses: 'You have received no bonus yet.',
      cashbacks: 'You have received no cashback yet.',
    },
  },
  receipt: {
    title: 'Receipt',
    description: 'The receipt of a payment.',
    empty: 'You have made no payment yet, so there is no receipt to show.',
  },
  profile: {
    title: 'Profile',
    description: 'Your personal details, security and preferences.',
    tabsLabel: 'Profile sections',
    tabs: {
      settings: 'Personal details',
      security: 'Security',
      verification: 'Verification',
      responsibleGame: 'Responsible gaming',
      bets: 'Bet history',
      loyalty: 'Loyalty',
      bonuses: 'Bonuses',
      cashback: 'Cashback',
      notification: 'Notifications',
    },
    player: 'Player {login}',
    verified: 'Verified',
    notVerified: 'Not verified',
    twoFactorOn: 'Two-factor authentication on',
    twoFactorOff: 'Two-factor authentication off',
  },
  profileLoyalty: {
    empty: 'Your loyalty level, points and character will show here. You have no loyalty points yet.',
  },
  profileBonuses: {
    empty: 'Your active and available bonuses will be listed here. You have no bonuses right now.',
  },
  profileCashback: {
    empty: 'Your cashbacks and their payout dates will be listed here. You have no cashback right now.',
  },
  responsibleGame: {
    title: 'Responsible gaming',
    description: 'Tools to keep your play in control.',
  },
  confirmation: {
    title: 'Email confirmation',
    description: 'Confirm your email address to secure your account.',
    heading: 'Confirm your email address',
    text: 'Open the link in the email we sent you to confirm your address.',
  },
  confirmationSuccess: {
    title: 'Email confirmed',
    description: 'Your email address is confirmed.',
    text: 'Thank you: your email address is confirmed.',
    button: 'Go to the game hall',
  },
  signIn: {
    title: 'Log in',
    description: 'Log in to your Jeton account.',
    text: 'Log in to play for real, deposit and collect loyalty points.',
    button: 'Log in',
  },
  signUp: {
    title: 'Register',
    description: 'Create your Jeton account.',
    text: 'Create your account to play for real and claim the welcome offer.',
    button: 'Register',
  },
  icons: {
    title: 'Icon sheet',
    description: 'Every icon of the site, with its name.',
  },
};
