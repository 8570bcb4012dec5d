import type { SeedPages } from './seed-page-text.js';

// Les pages de contenu de l'opérateur de démonstration, en français (mêmes faits que en.ts).

export const FR_PAGES: SeedPages = {
  about: {
    title: 'À propos de Jeton',
    description:
      'Qui gère Jeton, ce que propose le site et comment nous joindre : jeux de casino, jeux maison prouvablement équitables et protection des joueurs.',
    body: `Jeton est un casino en ligne proposé en anglais et en français. Il réunit machines à sous, jeux de table, jeux en direct et nos propres **jeux maison prouvablement équitables**, avec une caisse, la vérification d'identité et des outils de jeu responsable intégrés.

> Jeton est un site de démonstration de la plateforme de casino open source Jeton. Aucun argent réel n'est encaissé ni versé : dépôts et retraits passent par un prestataire de paiement de test.

## Ce que nous proposons

- **Des jeux** : une salle de jeux classée par catégorie et par fournisseur, avec favoris et recherche. Chaque jeu maison (machine à sous, roulette, blackjack, dés, crash, plinko, keno, mines) se vérifie partie par partie sur notre [page d'équité](/fr/fairness).
- **Une caisse claire** : dépôts et retraits avec leur historique, des limites que vous fixez vous-même et un reçu pour chaque paiement.
- **Un compte protégé** : authentification à deux facteurs, liste de vos sessions actives et vérification d'identité avant les retraits importants.
- **La protection des joueurs** : limites de dépôt, de perte, de mise et de durée de session, rappels de temps de jeu, pauses et auto-exclusion. Voir [Jeu responsable](/fr/responsible-gambling).

## Nos engagements

1. Chaque mouvement de solde est inscrit dans un grand livre en partie double : l'argent ne se crée ni ne se perd entre deux comptes.
2. Un gain est payé une seule fois, même si un studio de jeux ou un prestataire de paiement envoie deux fois le même message.
3. Vos données personnelles ne servent qu'à gérer votre compte, à remplir nos obligations légales et à vous protéger. Voir notre [Politique de confidentialité](/fr/privacy).

## Contact

- Assistance : depuis la [page d'assistance](/fr/support), tous les jours.
- E-mail : [support@jeton.test](mailto:support@jeton.test)

Seuls les adultes (18 ans ou plus, ou l'âge légal de votre pays s'il est plus élevé) peuvent jouer.
`,
  },
  terms: {
    title: 'Conditions générales',
    description:
      'Les règles de votre compte Jeton : qui peut jouer, dépôts et retraits, bonus, jeu loyal, clôture du compte et réclamations.',
    body: `*Dernière mise à jour : 1er novembre 2026*

Ces conditions forment le contrat entre vous et Jeton (**« nous »**) lorsque vous ouvrez un compte ou jouez sur ce site. Lisez-les avec notre [Politique de confidentialité](/fr/privacy) et nos [Conditions des bonus](/fr/bonus-terms).

## 1. Qui peut jouer

1. Vous devez avoir au moins 18 ans, ou l'âge légal pour les jeux d'argent dans votre pays s'il est plus élevé.
2. Vous ne pouvez détenir qu'un seul compte. Un compte ouvert au nom d'un tiers, ou un second compte, est clôturé.
3. Vous ne pouvez pas jouer depuis un pays où les jeux d'argent en ligne vous sont interdits.

## 2. Votre compte

1. Les informations que vous donnez doivent être exactes et tenues à jour dans votre profil.
2. Gardez votre mot de passe secret. Nous recommandons l'authentification à deux facteurs (Profil → Sécurité).
3. Nous pouvons vous demander de vérifier votre identité à tout moment, et toujours avant un retrait au-delà du seuil de vérification. Tant que la vérification n'est pas terminée, les retraits peuvent être suspendus.

## 3. Dépôts

1. Les dépôts se font dans la devise de votre compte, avec les moyens proposés dans la caisse.
2. Vous ne pouvez utiliser que des moyens de paiement à votre nom.
3. Une limite de dépôt abaissée s'applique aussitôt ; une limite relevée ou supprimée s'applique après 24 heures.

## 4. Retraits

1. Vous pouvez retirer votre solde principal vers un moyen de paiement utilisé pour déposer, lorsque ce moyen le permet.
2. Les retraits sont examinés avant paiement. Nous pouvons en refuser un en cas de soupçon de fraude, de blanchiment ou de manquement à ces conditions ; le montant revient alors sur votre solde.
3. L'argent bonus ne peut être retiré qu'une fois ses conditions de mise remplies (voir les [Conditions des bonus](/fr/bonus-terms)).

## 5. Jeux et jeu loyal

1. Le résultat de chaque partie est fixé par le générateur de nombres aléatoires du jeu au moment où elle est jouée. Nos jeux maison sont prouvablement équitables : voir [L'équité expliquée](/fr/fairness-explained).
2. Si un jeu fonctionne mal, la partie est annulée et les mises sont rendues.
3. Utiliser un logiciel qui joue à votre place, s'entendre avec d'autres joueurs ou exploiter un défaut d'un jeu est interdit et entraîne la clôture du compte.

## 6. Clôture du compte

Vous pouvez clôturer votre compte à tout moment auprès de l'assistance, ou faire une pause grâce aux outils de jeu responsable. L'argent de votre solde principal vous est versé une fois votre identité confirmée.

## 7. Réclamations

Écrivez à l'assistance avec l'e-mail de votre compte et la description du problème. Nous répondons sous 14 jours. Si notre réponse ne vous satisfait pas, vous pouvez saisir l'autorité de régulation ou un service indépendant de règlement des litiges.

## 8. Modification de ces conditions

Nous pouvons modifier ces conditions. La version en vigueur figure toujours sur cette page, avec sa date. Les changements importants vous sont annoncés avant de s'appliquer.
`,
  },
  privacy: {
    title: 'Politique de confidentialité',
    description:
      'Quelles données personnelles Jeton collecte, pourquoi, combien de temps elles sont gardées, qui les reçoit et comment exercer vos droits.',
    body: `*Dernière mise à jour : 1er novembre 2026*

Cette politique explique comment Jeton traite vos données personnelles lorsque vous utilisez ce site.

## Données collectées

| Données | Pourquoi nous en avons besoin |
|:--------|:------------------------------|
| E-mail, téléphone, mot de passe (conservé haché) | Créer et sécuriser votre compte |
| Nom, date de naissance, adresse, pays | Vérifier votre âge et votre identité, comme la loi l'exige |
| Pièces d'identité et selfie | Vérification d'identité, par notre prestataire de vérification |
| Dépôts, retraits, mises et gains | Tenir votre solde et conserver les registres exigés par la loi |
| Appareil, navigateur et adresse IP de chaque session | Protéger votre compte et détecter la fraude |

## Utilisation

- fournir les jeux, la caisse et l'assistance ;
- remplir nos obligations légales : contrôle de l'âge, lutte contre le blanchiment, jeu responsable ;
- vous envoyer nos actualités et offres **seulement si vous l'avez accepté** ; vous pouvez vous désabonner depuis chaque message ou dans votre profil.

## Destinataires

Vos données ne sont transmises qu'aux prestataires nécessaires au service (paiement, vérification d'identité, envoi d'e-mails et de SMS, hébergement) et aux autorités lorsque la loi l'exige. Nous ne les vendons jamais.

## Durée de conservation

Les données du compte et des transactions sont conservées cinq ans après la clôture du compte, comme l'exigent les règles de lutte contre le blanchiment. Le consentement marketing est effacé dès que vous le retirez.

## Cookies

Nous n'utilisons que les cookies nécessaires au site : votre session, votre langue et vos réglages de sécurité. Aucun cookie publicitaire n'est déposé.

## Vos droits

Vous pouvez demander à consulter, corriger ou effacer vos données, à en limiter l'usage ou à vous y opposer, et à en recevoir une copie. Écrivez à [privacy@jeton.test](mailto:privacy@jeton.test). Vous pouvez aussi saisir la CNIL ou l'autorité de protection des données de votre pays.
`,
  },
  'responsible-gambling': {
    title: 'Jeu responsable',
    description:
      "Le jeu doit rester un plaisir. Les outils que Jeton vous donne pour garder le contrôle, les signes d'alerte et où trouver de l'aide.",
    body: `Le jeu est un divertissement, jamais un moyen de gagner de l'argent. Fixez-vous un budget que vous pouvez vous permettre de perdre, et arrêtez-vous quand il est dépensé.

## Outils de votre compte

Vous les trouvez dans **Profil → Jeu responsable** :

- **Limite de dépôt** : le montant maximum que vous pouvez déposer par jour, semaine ou mois.
- **Limites de perte et de mise** : ce que vous pouvez perdre ou miser au plus par jour, semaine ou mois.
- **Limite de durée de session** : combien de temps vous pouvez jouer par jour, semaine ou mois.
- **Rappel de temps de jeu** : toutes les 15, 30 ou 60 minutes, votre temps de jeu et votre résultat.
- **Pause** : 24 heures, 7 jours ou 30 jours.
- **Auto-exclusion** : 6 mois, 1, 2 ou 5 ans, ou définitivement. Elle ne peut pas être levée avant son terme.

Une limite abaissée s'applique aussitôt ; une limite relevée, ou supprimée, attend 24 heures.

## Signes d'alerte

Demandez-vous honnêtement :

1. Dépensez-vous plus d'argent ou de temps que prévu ?
2. Jouez-vous pour récupérer ce que vous avez perdu ?
3. Empruntez-vous de l'argent, ou cachez-vous votre jeu à vos proches ?
4. Êtes-vous agité ou irritable quand vous essayez d'arrêter ?

Si vous avez répondu oui à l'une de ces questions, faites une pause et parlez-en à quelqu'un.

## Où trouver de l'aide

- **Joueurs Info Service** (France) : [joueurs-info-service.fr](https://www.joueurs-info-service.fr), 09 74 75 13 13, appel non surtaxé, tous les jours de 8 h à 2 h.
- **BeGambleAware** (Royaume-Uni) : [begambleaware.org](https://www.begambleaware.org), 0808 8020 133, gratuit, 24 h/24.
- **GamCare** (Royaume-Uni) : [gamcare.org.uk](https://www.gamcare.org.uk), chat et soutien gratuits.
- **Gamblers Anonymous** : [gamblersanonymous.org](https://www.gamblersanonymous.org), réunions dans le monde entier.
- Notre équipe d'assistance peut fixer n'importe quelle limite pour vous : voir la [page d'assistance](/fr/support).

## Protection des mineurs

Seuls les adultes peuvent jouer. Si un enfant peut utiliser votre appareil, gardez votre mot de passe secret et utilisez un logiciel de contrôle parental.
`,
  },
  'bonus-terms': {
    title: 'Conditions des bonus',
    description:
      'Fonctionnement des bonus, tours gratuits et cashback de Jeton : conditions de mise, contribution des jeux, mise maximale, expiration et retraits.',
    body: `*Dernière mise à jour : 1er novembre 2026*

Ces conditions s'appliquent à chaque bonus, lot de tours gratuits et cashback proposé sur Jeton, en plus des [Conditions générales](/fr/terms). La page de chaque offre peut ajouter ses propres conditions ; en cas de différence, la page de l'offre prévaut.

## 1. Recevoir un bonus

1. Un bonus est offert pour un compte, une personne, un foyer et un moyen de paiement.
2. Certains bonus demandent un code promo ou un dépôt qualifiant ; l'offre le précise.
3. Vous pouvez refuser ou annuler un bonus à tout moment depuis votre profil. L'annulation retire l'argent bonus et ses gains.

## 2. Argent bonus et conditions de mise

1. L'argent bonus est tenu à part de votre solde principal.
2. Avant de pouvoir retirer l'argent bonus ou ses gains, vous devez miser un multiple de son montant (les **conditions de mise**), indiqué dans l'offre, par exemple 30 fois le bonus.
3. Les jeux comptent ainsi dans les conditions de mise :

| Jeux | Contribution |
|:-----|-------------:|
| Machines à sous | 100 % |
| Crash, plinko, mines, keno, dés | 50 % |
| Roulette, blackjack et autres jeux de table | 10 % |
| Jeux en direct | 0 % |

4. Tant qu'un bonus est actif, une mise ne peut dépasser **5 EUR** (ou le même montant dans votre devise).

## 3. Tours gratuits

1. Les tours gratuits se jouent sur les jeux désignés par le lot, à la mise qu'il fixe.
2. Leurs gains sont crédités en argent bonus et suivent les conditions de mise ci-dessus.
3. Les tours gratuits non utilisés expirent après 7 jours.

## 4. Cashback

Le cashback vous rend une part de vos pertes nettes sur la période indiquée, créditée sur votre solde principal sauf mention contraire de l'offre. Il est versé après la fin de la période et doit être réclamé avant sa date d'expiration.

## 5. Expiration et abus

1. Un bonus dont les conditions de mise ne sont pas remplies sous 30 jours expire, avec ses gains.
2. Les bonus peuvent être retirés, et leurs gains annulés, en cas d'usage de plusieurs comptes, de mises couvertes pour remplir les conditions ou de tout autre abus de ces conditions.
`,
  },
  'fairness-explained': {
    title: "L'équité expliquée",
    description:
      "Comment les jeux maison de Jeton sont prouvablement équitables : graine serveur, graine client et nonce, et comment vérifier vous-même n'importe quelle partie.",
    body: `Chaque partie d'un jeu maison Jeton est **prouvablement équitable** : vous pouvez vérifier, après la partie, que son résultat était fixé avant que vous jouiez et n'a pas été modifié.

## Comment un résultat est produit

1. Avant que vous jouiez, le serveur choisit une **graine serveur** secrète et vous montre son empreinte (son hachage SHA-256).
2. Votre navigateur fournit une **graine client**, que vous pouvez changer à tout moment.
3. Chaque partie a un **nonce**, un compteur qui augmente de un à chaque partie.
4. Le résultat vient du HMAC-SHA256 de la graine client et du nonce, avec la graine serveur pour clé, converti en nombres utilisés par le jeu (un arrêt de rouleau, une case de roulette, une carte).

Comme l'empreinte est montrée d'abord, le serveur ne peut pas changer sa graine après avoir vu votre mise ; comme vous choisissez la graine client, il ne peut pas non plus choisir une graine qui l'arrange.

## Vérifier une partie

1. Changez de paire de graines : l'ancienne graine serveur est alors révélée.
2. Vérifiez que son hachage SHA-256 est bien l'empreinte qui vous a été montrée.
3. Saisissez les graines et le nonce dans le vérificateur de notre [page d'équité](/fr/fairness) : il recalcule le résultat et indique s'il correspond à votre partie.

## Taux de retour au joueur

Chaque jeu maison indique son taux de retour au joueur (RTP), la part de toutes les mises reversée sur un très grand nombre de parties. Une session isolée peut s'en écarter beaucoup : le RTP est une moyenne, pas une promesse pour votre jeu.

## Studios extérieurs

Les jeux d'autres studios utilisent leurs propres générateurs de nombres aléatoires certifiés, testés par des laboratoires indépendants. Leur équité est garantie par leur certificat, non par les graines ci-dessus.
`,
  },
};
