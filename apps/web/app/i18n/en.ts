// The English catalogue. Its shape is the type every other locale's catalogue must match (messages.ts).
// Placeholders follow the ICU subset of format.ts: `{name}` and `{count, plural, one {…} other {…}}`.
// Empty states say what the page will hold and that nothing is there yet; they never invent data.

export const en = {
  meta: {
    siteName: 'Jeton',
    titleTemplate: '{page} | Jeton',
    defaultTitle: 'Jeton: online casino and sports betting',
    defaultDescription: 'Play casino games, bet on sports and collect loyalty rewards at Jeton.',
  },
  common: {
    skipToContent: 'Skip to content',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    loading: 'Loading…',
    transaction: 'Transaction {id}',
  },
  dialogs: {
    close: 'Close',
    notifications: 'Notifications',
  },
  header: {
    homeLabel: 'Jeton home',
    mainNav: 'Main navigation',
    login: 'Log in',
    register: 'Register',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    balance: 'Balance',
    balanceDetails: 'Main {main}, bonus {bonus}, betting bonus {bettingBonus}',
    deposit: 'Deposit',
    accountMenu: 'Account menu for {login}',
    profile: 'Profile',
    cashier: 'Cashier',
    bonuses: 'Bonuses',
    logout: 'Log out',
    logoutFailed: 'Logging out failed. Please try again.',
  },
  localeSwitcher: {
    label: 'Language',
    switchTo: 'Version française',
    short: 'FR',
    failed: 'The language could not be changed. Please try again.',
  },
  nav: {
    casino: 'Casino',
    betting: 'Betting',
    promotions: 'Promotions',
    tournaments: 'Tournaments',
    loyalty: 'Loyalty',
    jackpots: 'Jackpots',
    winners: 'Winners',
    providers: 'Providers',
    offers: 'Offers',
    support: 'Support',
  },
  footer: {
    linksLabel: 'Site links',
    about: 'About Jeton',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    responsibleGambling: 'Responsible gambling',
    support: 'Support',
    responsible: 'Play responsibly. 18+ only.',
    rights: '© Jeton. All rights reserved.',
  },
  home: {
    heading: 'Your table is ready',
    tagline: 'Slots, live tables and sports betting, with a welcome bonus on your first deposit.',
    welcome: 'Welcome, {login}',
    playerPrompt: 'Your balance is {balance}. Pick a game or top up your account.',
    guestPrompt: 'Join Jeton to play for real and earn loyalty points.',
    login: 'Log in',
    register: 'Register',
    toGameHall: 'Open the game hall',
    deposit: 'Deposit',
    exploreHeading: 'Explore Jeton',
    sections: {
      casino: 'Slots, live tables and fast games from our studios.',
      betting: 'Pre-match and live odds on the sports you follow.',
      tournaments: 'Climb the leaderboard and share the prize pool.',
      loyalty: 'Earn points with every bet and spend them in the shop.',
      promotions: 'Welcome offers, reloads and seasonal campaigns.',
      jackpots: 'Progressive prize pools that grow with every spin.',
    },
  },
  pages: {
    betting: {
      title: 'Sports betting',
      description: 'Pre-match and live odds on football, tennis, basketball and more.',
      empty: 'The sportsbook will list events and odds here. No events are open for betting right now.',
    },
    gamehall: {
      title: 'Game hall',
      description: 'Slots, live casino tables and fast games in one place.',
      categoryTitle: 'Game hall: {category}',
      filters: 'Active filters',
      category: 'Category: {category}',
      providers: '{count, plural, one {Provider: {names}} other {Providers: {names}}}',
      clearFilters: 'Clear filters',
      empty: 'Games will appear here with their categories and providers. No games are available yet.',
      emptyFiltered: 'No games match these filters.',
    },
    game: {
      title: '{game}',
      description: 'Play {game} at Jeton.',
      backToHall: 'Game hall',
      unavailable: 'This game cannot be started: the game studio is not connected yet.',
    },
    jackpots: {
      title: 'Jackpots',
      description: 'Progressive jackpots and their latest winners.',
      empty: 'Running jackpots and their prize pools will be listed here. No jackpots are running right now.',
    },
    jackpot: {
      title: 'Jackpot {id}',
      description: 'Prize pool, rules and winners of this jackpot.',
      empty: 'The prize pool, rules and winners of this jackpot will show here. No details are available.',
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
      empty: 'Game studios and the number of their games will be listed here. No providers are listed yet.',
    },
    support: {
      title: 'Support',
      description: 'Contact our support team by the feedback form or live chat.',
      empty: 'The feedback form and the live chat will be here. Neither is open yet.',
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
      empty:
        'Payment methods, amounts and deposit offers will be here. No payment methods are available yet.',
    },
    depositMethod: {
      title: 'Deposit with {method}',
      description: 'Top up your balance with {method}.',
      empty: 'The form for this payment method will be here. This method is not available yet.',
    },
    withdraw: {
      title: 'Withdraw',
      description: 'Withdraw your winnings to a payment method of your choice.',
      empty: 'Withdrawal methods and limits will be here. No withdrawal methods are available yet.',
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
        deposit: 'Your deposits will be listed here. You have no deposits yet.',
        withdrawal: 'Your withdrawals will be listed here. You have no withdrawals yet.',
        bonuses: 'Bonuses you received will be listed here. You have no bonuses yet.',
        cashbacks: 'Cashbacks you received will be listed here. You have no cashbacks yet.',
      },
    },
    receipt: {
      title: 'Receipt',
      description: 'The receipt of a payment.',
      empty: 'The receipt of your last payment will show here. There is no receipt to show.',
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
    profileSettings: {
      empty:
        'Your name, date of birth, address and contacts will be editable here. The form is not open yet.',
    },
    profileSecurity: {
      empty: 'Password change and two-factor authentication will be here. These settings are not open yet.',
    },
    profileVerification: {
      empty: 'Identity verification with our verification partner will start here. It is not open yet.',
    },
    profileResponsibleGame: {
      empty: 'Deposit limits, reality checks and self-exclusion will be set here. No limits are set.',
    },
    profileBets: {
      empty: 'Your bets and game rounds will be listed here, with an export. You have no bets yet.',
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
    profileNotification: {
      empty: 'Messages from Jeton and your notification preferences will be here. You have no notifications.',
    },
    responsibleGame: {
      title: 'Responsible gaming',
      description: 'Tools to keep your play in control.',
      empty: 'Limits, reality checks and self-exclusion tools will be here. No tools are available yet.',
    },
    bets: {
      title: 'Bet history',
      description: 'Your sports bets and their results.',
      empty: 'Your sports bets and their results will be listed here. You have no bets yet.',
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
    content: {
      description: '{title} at Jeton.',
      empty: 'The text of this page comes from the content configuration, and none has been published yet.',
      titles: {
        about: 'About Jeton',
        terms: 'Terms and conditions',
        privacy: 'Privacy policy',
        'responsible-gambling': 'Responsible gambling',
      },
    },
  },
  system: {
    maintenance: {
      title: 'Maintenance',
      heading: 'We are doing some maintenance',
      description:
        'Jeton is temporarily unavailable. Your balance is safe; please come back in a few minutes.',
    },
    forbidden: {
      title: 'Access denied',
      heading: 'Access denied',
      description: 'You do not have access to this page.',
    },
    notFound: {
      title: 'Page not found',
      heading: 'Page not found',
      message: 'Page Not Found: {path}',
    },
    userBlocked: {
      title: 'Account blocked',
      heading: 'Your account is blocked',
      description:
        'You cannot play or make payments while your account is blocked. Contact support to find out why.',
      button: 'Contact support',
    },
    unsubscribe: {
      title: 'Unsubscribe',
      heading: 'Unsubscribe from marketing emails',
      description:
        'Unsubscribing by link is not available yet, so your email preferences have not changed. You can still ask support to stop our emails.',
    },
    slotError: {
      title: 'Game error',
      heading: 'The game could not be started',
      description:
        'Something went wrong while starting the game. Please choose another game or try again later.',
      button: 'Go to the game hall',
    },
    payCancel: {
      title: 'Payment cancelled',
      heading: 'Payment cancelled',
      description: 'You cancelled the payment, so nothing was charged.',
      button: 'Back to deposit',
    },
    payFail: {
      title: 'Payment failed',
      heading: 'Payment failed',
      description: 'The payment did not go through. Please try again or choose another payment method.',
      button: 'Back to deposit',
    },
    payNewWindow: {
      title: 'Continue in the new window',
      heading: 'Continue in the new window',
      description: 'The payment page opened in a new window. Complete the payment there, then come back.',
      button: 'Back to deposit',
    },
    payMobile: {
      title: 'Confirm on your phone',
      heading: 'Confirm the payment on your phone',
      description: 'Follow the instructions sent to your phone to complete the payment.',
    },
    payPending: {
      title: 'Payment in progress',
      heading: 'Your payment is being processed',
      description: 'This can take a few minutes. Your balance updates as soon as the payment is confirmed.',
    },
    paySuccess: {
      title: 'Payment successful',
      heading: 'Payment successful',
      description: 'Your payment is accepted and your balance is updated.',
      button: 'Go to the game hall',
    },
  },
  chatLauncher: {
    label: 'Live chat: contact support',
    text: 'Chat',
  },
  dates: {
    /** Between a date and a time: 05.01.2026 at 9:07 (spec section 9). */
    joiner: 'at',
  },
};
