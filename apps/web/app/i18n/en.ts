// The English catalogue. Its shape is the type every other locale's catalogue must match (messages.ts).
// Placeholders follow the ICU subset of format.ts: `{name}` and `{count, plural, one {…} other {…}}`.
// Empty states say what the page will hold and that nothing is there yet; they never invent data.
// This is the core every page loads; each area's texts are a section of their own (messages.ts,
// sections.ts), loaded with the area's pages.

export const en = {
  meta: {
    siteName: 'Jeton',
    titleTemplate: '{page} | Jeton',
    defaultTitle: 'Jeton: online casino and sports betting',
    defaultDescription: 'Play casino games, bet on sports and collect loyalty rewards at Jeton.',
  },
  common: {
    skipToContent: 'Skip to content',
    demoBand: 'Demo site: payments and identity checks are simulated. No real money is taken or paid out.',
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
    notificationsBadge: 'Notifications: {count, plural, =0 {none unread} one {# unread} other {# unread}}',
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
  game: {
    title: '{game}',
    description: 'Play {game} at Jeton.',
    backToHall: 'Game hall',
    frameTitle: '{game} (game)',
    byProvider: 'by {provider}',
    leaveRoundInPlay: 'A round is still in play. Leave the game anyway? The round goes on without you.',
    demoMode: 'Demo mode: play money, no real winnings.',
    realMode: 'Real money',
    playForFun: 'Play for fun',
    playForReal: 'Play for real',
    fullScreen: 'Full screen',
    exitFullScreen: 'Leave full screen',
    demoTitle: 'Play {game}',
    demoText: 'You are not logged in. Try {game} for fun with play money, or log in to play for real money.',
    noDemoText: '{game} has no demo. Log in or register to play it for real money.',
    logIn: 'Log in',
    register: 'Register',
    depositTitle: 'Top up to play',
    depositText: 'Your balance is empty. Make a deposit to play {game} for real money.',
    depositButton: 'Make a deposit',
    loadError: 'This game could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  content: {
    loadError: 'This page could not be loaded. Please try again.',
    retry: 'Try again',
    updated: 'Last updated {date}',
    titles: {
      about: 'About Jeton',
      terms: 'Terms and conditions',
      privacy: 'Privacy policy',
      'responsible-gambling': 'Responsible gambling',
      'bonus-terms': 'Bonus terms',
      'fairness-explained': 'Fairness explained',
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
      description: 'Stop our offers from reaching one of your contacts, from the link in our messages.',
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
  inactivity: {
    title: 'Are you still there?',
    countdown:
      '{count, plural, one {You will be logged out in # second} other {You will be logged out in # seconds}}',
    explanation: 'For your security, we log you out after a while without activity.',
    stay: 'Stay logged in',
  },
  cashbackPopup: {
    title: 'Your cashback is here',
    active: 'You get {amount} back on your losses from {from} to {to}. Claim it by {date}.',
    paid: '{amount} of cashback is on your balance.',
    open: 'See my cashback',
    close: 'Later',
  },
  campaignPopup: {
    preview: 'Preview',
    previewNote:
      'Preview of the campaign popup "{sysname}": logged-in players see it when they open a link with ?popup={sysname}.',
  },
  tabs: {
    more: 'More tabs',
    back: 'Previous tabs',
  },
  chatLauncher: {
    label: 'Live chat: contact support',
    text: 'Chat',
    unread: '{count, plural, one {# unread message} other {# unread messages}}',
    /** The phone menu's entry (decision 0081). */
    menu: 'Live chat',
    menuButton:
      '{count, plural, one {Open the menu: # unread chat message} other {Open the menu: # unread chat messages}}',
  },
  detalization: {
    title: 'Balance details',
    main: 'Main',
    bonus: 'Bonus',
    bettingBonus: 'Betting bonus',
  },
  registrationHint: {
    title: 'Welcome to Jeton!',
    text: 'Make your first deposit to play for real and collect loyalty points.',
    action: 'Make a deposit',
    dismiss: 'Hide',
  },
  refusals: {
    infoLink: 'Safer gambling: help and self-assessment',
    TIME_OUT: 'You are taking a break until {until}. You cannot log in, deposit or play before then.',
    SELF_EXCLUDED:
      'You have excluded yourself until {until}. You cannot log in, deposit or play before then.',
    SELF_EXCLUDED_PERMANENT: 'You have excluded yourself permanently. You cannot log in, deposit or play.',
    SESSION_TIME_LIMIT_REACHED: 'Your playing time limit is reached. You can log in again on {until}.',
    LOSS_LIMIT_REACHED: 'This stake would take you past your loss limit.',
    WAGER_LIMIT_REACHED: 'This stake would take you past your wager limit.',
  },
  gameCard: {
    addFavourite: 'Add {game} to favourites',
    removeFavourite: 'Remove {game} from favourites',
    favouriteFailed: 'Your favourites could not be updated. Please try again.',
  },
};
