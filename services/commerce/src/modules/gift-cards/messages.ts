/**
 * The gift card emails' texts in every language the store offers (docs/decisions.md "Locales
 * offered"), kept with the module that sends them (docs/decisions.md "Gift card emails"). A
 * locale reads its own language (zh-CN and zh-TW apart), else English. `{name}` placeholders
 * are filled (and HTML-escaped) by mail.ts.
 */
export interface GiftMailTexts {
  subject: string;
  subjectFrom: string;
  greeting: string;
  intro: string;
  messageFrom: string;
  codeLabel: string;
  pinLabel: string;
  howTo: string;
  balance: string;
  keep: string;
  copySubject: string;
  copyIntro: string;
  copyCode: string;
  sentBy: string;
}

export const GIFT_MAIL_TEXTS: Record<string, GiftMailTexts> = {
  en: {
    subject: 'You received a {amount} gift card',
    subjectFrom: '{sender} sent you a {amount} gift card',
    greeting: 'Hello {name},',
    intro: 'Here is your {amount} gift card from {store}.',
    messageFrom: 'A message from {sender}:',
    codeLabel: 'Gift card code',
    pinLabel: 'PIN',
    howTo:
      'Enter the code and PIN as payment at checkout. The card pays in {currency}, for as many orders as its balance covers.',
    balance: 'Check its balance at any time on the gift card balance page:',
    keep: 'Keep this email: the code and PIN cannot be shown again.',
    copySubject: 'Your gift card for {recipient} was sent',
    copyIntro: 'We sent your {amount} gift card to {recipient} ({email}).',
    copyCode:
      'For the recipient’s security this copy leaves out the code and PIN. The card ends in {last4}.',
    sentBy: 'Sent by {store}.',
  },
  es: {
    subject: 'Has recibido una tarjeta regalo de {amount}',
    subjectFrom: '{sender} te ha enviado una tarjeta regalo de {amount}',
    greeting: 'Hola, {name}:',
    intro: 'Aquí tienes tu tarjeta regalo de {amount} de {store}.',
    messageFrom: 'Un mensaje de {sender}:',
    codeLabel: 'Código de la tarjeta regalo',
    pinLabel: 'PIN',
    howTo:
      'Introduce el código y el PIN como forma de pago al finalizar la compra. La tarjeta paga en {currency}, en tantos pedidos como cubra su saldo.',
    balance: 'Consulta su saldo cuando quieras en la página de saldo de la tarjeta regalo:',
    keep: 'Guarda este correo: el código y el PIN no se pueden volver a mostrar.',
    copySubject: 'Tu tarjeta regalo para {recipient} se ha enviado',
    copyIntro: 'Hemos enviado tu tarjeta regalo de {amount} a {recipient} ({email}).',
    copyCode:
      'Por la seguridad del destinatario, esta copia no incluye el código ni el PIN. La tarjeta termina en {last4}.',
    sentBy: 'Enviado por {store}.',
  },
  fr: {
    subject: 'Vous avez reçu une carte cadeau de {amount}',
    subjectFrom: '{sender} vous a envoyé une carte cadeau de {amount}',
    greeting: 'Bonjour {name},',
    intro: 'Voici votre carte cadeau {store} de {amount}.',
    messageFrom: 'Un message de {sender} :',
    codeLabel: 'Code de la carte cadeau',
    pinLabel: 'Code PIN',
    howTo:
      'Saisissez le code et le code PIN comme moyen de paiement lors de la commande. La carte paie en {currency}, pour autant de commandes que son solde le permet.',
    balance: 'Consultez son solde à tout moment sur la page du solde des cartes cadeaux :',
    keep: 'Conservez cet e-mail : le code et le code PIN ne peuvent pas être affichés à nouveau.',
    copySubject: 'Votre carte cadeau pour {recipient} a été envoyée',
    copyIntro: 'Nous avons envoyé votre carte cadeau de {amount} à {recipient} ({email}).',
    copyCode:
      'Pour la sécurité du destinataire, cette copie ne contient ni le code ni le code PIN. La carte se termine par {last4}.',
    sentBy: 'Envoyé par {store}.',
  },
  de: {
    subject: 'Sie haben einen Geschenkgutschein über {amount} erhalten',
    subjectFrom: '{sender} hat Ihnen einen Geschenkgutschein über {amount} geschickt',
    greeting: 'Hallo {name},',
    intro: 'Hier ist Ihr Geschenkgutschein von {store} über {amount}.',
    messageFrom: 'Eine Nachricht von {sender}:',
    codeLabel: 'Gutscheincode',
    pinLabel: 'PIN',
    howTo:
      'Geben Sie Code und PIN an der Kasse als Zahlungsmittel ein. Der Gutschein zahlt in {currency}, für so viele Bestellungen, wie sein Guthaben reicht.',
    balance: 'Das Guthaben können Sie jederzeit auf der Seite für Gutscheinguthaben abfragen:',
    keep: 'Bewahren Sie diese E-Mail auf: Code und PIN können nicht erneut angezeigt werden.',
    copySubject: 'Ihr Geschenkgutschein für {recipient} wurde versendet',
    copyIntro: 'Wir haben Ihren Geschenkgutschein über {amount} an {recipient} ({email}) gesendet.',
    copyCode:
      'Zum Schutz des Empfängers enthält diese Kopie weder Code noch PIN. Der Gutschein endet auf {last4}.',
    sentBy: 'Gesendet von {store}.',
  },
  nl: {
    subject: 'Je hebt een cadeaukaart van {amount} ontvangen',
    subjectFrom: '{sender} heeft je een cadeaukaart van {amount} gestuurd',
    greeting: 'Hallo {name},',
    intro: 'Hier is je cadeaukaart van {store} ter waarde van {amount}.',
    messageFrom: 'Een bericht van {sender}:',
    codeLabel: 'Code van de cadeaukaart',
    pinLabel: 'Pincode',
    howTo:
      'Voer de code en pincode bij het afrekenen in als betaalmiddel. De kaart betaalt in {currency}, voor zoveel bestellingen als het saldo toelaat.',
    balance: 'Bekijk het saldo altijd op de saldopagina voor cadeaukaarten:',
    keep: 'Bewaar deze e-mail: de code en pincode kunnen niet opnieuw worden getoond.',
    copySubject: 'Je cadeaukaart voor {recipient} is verstuurd',
    copyIntro: 'We hebben je cadeaukaart van {amount} naar {recipient} ({email}) gestuurd.',
    copyCode:
      'Voor de veiligheid van de ontvanger staan de code en pincode niet in deze kopie. De kaart eindigt op {last4}.',
    sentBy: 'Verstuurd door {store}.',
  },
  it: {
    subject: 'Hai ricevuto una carta regalo da {amount}',
    subjectFrom: '{sender} ti ha inviato una carta regalo da {amount}',
    greeting: 'Ciao {name},',
    intro: 'Ecco la tua carta regalo {store} da {amount}.',
    messageFrom: 'Un messaggio da {sender}:',
    codeLabel: 'Codice della carta regalo',
    pinLabel: 'PIN',
    howTo:
      'Inserisci il codice e il PIN come metodo di pagamento al checkout. La carta paga in {currency}, per tutti gli ordini coperti dal suo saldo.',
    balance: 'Controlla il saldo in qualsiasi momento nella pagina del saldo delle carte regalo:',
    keep: 'Conserva questa email: il codice e il PIN non possono essere mostrati di nuovo.',
    copySubject: 'La tua carta regalo per {recipient} è stata inviata',
    copyIntro: 'Abbiamo inviato la tua carta regalo da {amount} a {recipient} ({email}).',
    copyCode:
      'Per la sicurezza del destinatario, questa copia non contiene il codice e il PIN. La carta termina con {last4}.',
    sentBy: 'Inviato da {store}.',
  },
  pt: {
    subject: 'Recebeu um cartão-presente de {amount}',
    subjectFrom: '{sender} enviou-lhe um cartão-presente de {amount}',
    greeting: 'Olá {name},',
    intro: 'Aqui está o seu cartão-presente {store} de {amount}.',
    messageFrom: 'Uma mensagem de {sender}:',
    codeLabel: 'Código do cartão-presente',
    pinLabel: 'PIN',
    howTo:
      'Introduza o código e o PIN como forma de pagamento na finalização da compra. O cartão paga em {currency}, em tantas encomendas quantas o saldo permitir.',
    balance: 'Consulte o saldo a qualquer momento na página de saldo do cartão-presente:',
    keep: 'Guarde este e-mail: o código e o PIN não podem ser mostrados novamente.',
    copySubject: 'O seu cartão-presente para {recipient} foi enviado',
    copyIntro: 'Enviámos o seu cartão-presente de {amount} para {recipient} ({email}).',
    copyCode:
      'Pela segurança do destinatário, esta cópia não inclui o código nem o PIN. O cartão termina em {last4}.',
    sentBy: 'Enviado por {store}.',
  },
  fi: {
    subject: 'Sait {amount} lahjakortin',
    subjectFrom: '{sender} lähetti sinulle {amount} lahjakortin',
    greeting: 'Hei {name},',
    intro: 'Tässä on {store} -lahjakorttisi, arvo {amount}.',
    messageFrom: 'Viesti lähettäjältä {sender}:',
    codeLabel: 'Lahjakortin koodi',
    pinLabel: 'PIN-koodi',
    howTo:
      'Syötä koodi ja PIN-koodi maksutavaksi kassalla. Kortilla maksetaan valuutassa {currency} niin monta tilausta kuin saldo riittää.',
    balance: 'Voit tarkistaa saldon milloin tahansa lahjakortin saldosivulla:',
    keep: 'Säilytä tämä sähköposti: koodia ja PIN-koodia ei voi näyttää uudelleen.',
    copySubject: 'Lahjakorttisi vastaanottajalle {recipient} on lähetetty',
    copyIntro: 'Lähetimme {amount} lahjakorttisi vastaanottajalle {recipient} ({email}).',
    copyCode:
      'Vastaanottajan turvallisuuden vuoksi tässä kopiossa ei ole koodia eikä PIN-koodia. Kortin loppuosa on {last4}.',
    sentBy: 'Lähettäjä: {store}.',
  },
  sv: {
    subject: 'Du har fått ett presentkort på {amount}',
    subjectFrom: '{sender} har skickat ett presentkort på {amount} till dig',
    greeting: 'Hej {name},',
    intro: 'Här är ditt presentkort från {store} på {amount}.',
    messageFrom: 'Ett meddelande från {sender}:',
    codeLabel: 'Presentkortskod',
    pinLabel: 'PIN-kod',
    howTo:
      'Ange koden och PIN-koden som betalning i kassan. Kortet betalar i {currency}, för så många beställningar som saldot räcker till.',
    balance: 'Kontrollera saldot när som helst på sidan för presentkortssaldo:',
    keep: 'Spara det här mejlet: koden och PIN-koden kan inte visas igen.',
    copySubject: 'Ditt presentkort till {recipient} har skickats',
    copyIntro: 'Vi har skickat ditt presentkort på {amount} till {recipient} ({email}).',
    copyCode:
      'Av säkerhetsskäl för mottagaren saknar den här kopian kod och PIN-kod. Kortet slutar på {last4}.',
    sentBy: 'Skickat av {store}.',
  },
  da: {
    subject: 'Du har modtaget et gavekort på {amount}',
    subjectFrom: '{sender} har sendt dig et gavekort på {amount}',
    greeting: 'Hej {name}',
    intro: 'Her er dit gavekort fra {store} på {amount}.',
    messageFrom: 'En besked fra {sender}:',
    codeLabel: 'Gavekortskode',
    pinLabel: 'Pinkode',
    howTo:
      'Indtast koden og pinkoden som betaling ved kassen. Kortet betaler i {currency}, til så mange ordrer som saldoen rækker.',
    balance: 'Tjek saldoen når som helst på siden for gavekortsaldo:',
    keep: 'Gem denne e-mail: koden og pinkoden kan ikke vises igen.',
    copySubject: 'Dit gavekort til {recipient} er sendt',
    copyIntro: 'Vi har sendt dit gavekort på {amount} til {recipient} ({email}).',
    copyCode:
      'Af hensyn til modtagerens sikkerhed indeholder denne kopi hverken kode eller pinkode. Kortet slutter på {last4}.',
    sentBy: 'Sendt af {store}.',
  },
  nb: {
    subject: 'Du har mottatt et gavekort på {amount}',
    subjectFrom: '{sender} har sendt deg et gavekort på {amount}',
    greeting: 'Hei {name},',
    intro: 'Her er gavekortet ditt fra {store} på {amount}.',
    messageFrom: 'En melding fra {sender}:',
    codeLabel: 'Gavekortkode',
    pinLabel: 'PIN-kode',
    howTo:
      'Skriv inn koden og PIN-koden som betaling i kassen. Kortet betaler i {currency}, for så mange bestillinger som saldoen rekker.',
    balance: 'Sjekk saldoen når som helst på siden for gavekortsaldo:',
    keep: 'Ta vare på denne e-posten: koden og PIN-koden kan ikke vises igjen.',
    copySubject: 'Gavekortet ditt til {recipient} er sendt',
    copyIntro: 'Vi har sendt gavekortet ditt på {amount} til {recipient} ({email}).',
    copyCode:
      'Av hensyn til mottakerens sikkerhet inneholder ikke denne kopien koden eller PIN-koden. Kortet slutter på {last4}.',
    sentBy: 'Sendt av {store}.',
  },
  pl: {
    subject: 'Otrzymujesz kartę podarunkową o wartości {amount}',
    subjectFrom: '{sender} przesyła Ci kartę podarunkową o wartości {amount}',
    greeting: 'Dzień dobry {name},',
    intro: 'Oto Twoja karta podarunkowa {store} o wartości {amount}.',
    messageFrom: 'Wiadomość od {sender}:',
    codeLabel: 'Kod karty podarunkowej',
    pinLabel: 'PIN',
    howTo:
      'Podaj kod i PIN jako formę płatności przy składaniu zamówienia. Karta płaci w {currency} za tyle zamówień, na ile wystarczy jej saldo.',
    balance: 'Saldo możesz sprawdzić w każdej chwili na stronie salda karty podarunkowej:',
    keep: 'Zachowaj tę wiadomość: kodu i PIN-u nie można wyświetlić ponownie.',
    copySubject: 'Twoja karta podarunkowa dla {recipient} została wysłana',
    copyIntro: 'Wysłaliśmy Twoją kartę podarunkową o wartości {amount} do {recipient} ({email}).',
    copyCode:
      'Dla bezpieczeństwa odbiorcy ta kopia nie zawiera kodu ani PIN-u. Numer karty kończy się na {last4}.',
    sentBy: 'Wysłane przez {store}.',
  },
  el: {
    subject: 'Λάβατε μια δωροκάρτα αξίας {amount}',
    subjectFrom: 'Ο/Η {sender} σας έστειλε μια δωροκάρτα αξίας {amount}',
    greeting: 'Γεια σας {name},',
    intro: 'Ορίστε η δωροκάρτα σας {store} αξίας {amount}.',
    messageFrom: 'Ένα μήνυμα από {sender}:',
    codeLabel: 'Κωδικός δωροκάρτας',
    pinLabel: 'PIN',
    howTo:
      'Εισαγάγετε τον κωδικό και το PIN ως τρόπο πληρωμής στο ταμείο. Η κάρτα πληρώνει σε {currency}, για όσες παραγγελίες καλύπτει το υπόλοιπό της.',
    balance: 'Ελέγξτε το υπόλοιπό της οποιαδήποτε στιγμή στη σελίδα υπολοίπου δωροκάρτας:',
    keep: 'Κρατήστε αυτό το email: ο κωδικός και το PIN δεν μπορούν να εμφανιστούν ξανά.',
    copySubject: 'Η δωροκάρτα σας για {recipient} στάλθηκε',
    copyIntro: 'Στείλαμε τη δωροκάρτα σας αξίας {amount} στον/στην {recipient} ({email}).',
    copyCode:
      'Για την ασφάλεια του παραλήπτη, αυτό το αντίγραφο δεν περιέχει τον κωδικό και το PIN. Η κάρτα λήγει σε {last4}.',
    sentBy: 'Από {store}.',
  },
  cs: {
    subject: 'Dostali jste dárkovou kartu v hodnotě {amount}',
    subjectFrom: '{sender} vám posílá dárkovou kartu v hodnotě {amount}',
    greeting: 'Dobrý den, {name},',
    intro: 'Zde je vaše dárková karta {store} v hodnotě {amount}.',
    messageFrom: 'Zpráva od {sender}:',
    codeLabel: 'Kód dárkové karty',
    pinLabel: 'PIN',
    howTo:
      'Zadejte kód a PIN jako způsob platby v pokladně. Karta platí v {currency}, za tolik objednávek, kolik pokryje její zůstatek.',
    balance: 'Zůstatek můžete kdykoli zkontrolovat na stránce zůstatku dárkové karty:',
    keep: 'Tento e-mail si uschovejte: kód a PIN nelze znovu zobrazit.',
    copySubject: 'Vaše dárková karta pro {recipient} byla odeslána',
    copyIntro:
      'Vaši dárkovou kartu v hodnotě {amount} jsme poslali příjemci {recipient} ({email}).',
    copyCode:
      'Kvůli bezpečnosti příjemce tato kopie neobsahuje kód ani PIN. Karta končí na {last4}.',
    sentBy: 'Odesílá {store}.',
  },
  ja: {
    subject: '{amount}のギフトカードが届きました',
    subjectFrom: '{sender}様から{amount}のギフトカードが届きました',
    greeting: '{name}様',
    intro: '{store}の{amount}のギフトカードをお届けします。',
    messageFrom: '{sender}様からのメッセージ：',
    codeLabel: 'ギフトカードコード',
    pinLabel: 'PIN',
    howTo:
      'ご購入手続きの際に、お支払い方法としてコードとPINを入力してください。カードは{currency}で、残高の範囲内で何回でもご利用いただけます。',
    balance: '残高はギフトカード残高ページでいつでも確認できます：',
    keep: 'このメールは保管してください。コードとPINは再表示できません。',
    copySubject: '{recipient}様へのギフトカードを送信しました',
    copyIntro: '{amount}のギフトカードを{recipient}様（{email}）に送信しました。',
    copyCode:
      '受取人様の安全のため、この控えにはコードとPINを記載していません。カード番号の末尾は{last4}です。',
    sentBy: '送信元：{store}',
  },
  ko: {
    subject: '{amount} 기프트 카드가 도착했습니다',
    subjectFrom: '{sender}님이 {amount} 기프트 카드를 보냈습니다',
    greeting: '{name}님, 안녕하세요.',
    intro: '{store}의 {amount} 기프트 카드입니다.',
    messageFrom: '{sender}님의 메시지:',
    codeLabel: '기프트 카드 코드',
    pinLabel: 'PIN',
    howTo:
      '결제 시 결제 수단으로 코드와 PIN을 입력하세요. 카드는 {currency}로 결제되며 잔액이 남아 있는 한 여러 주문에 사용할 수 있습니다.',
    balance: '기프트 카드 잔액 페이지에서 언제든지 잔액을 확인하세요:',
    keep: '이 이메일을 보관하세요. 코드와 PIN은 다시 표시할 수 없습니다.',
    copySubject: '{recipient}님에게 기프트 카드를 보냈습니다',
    copyIntro: '{amount} 기프트 카드를 {recipient}님({email})에게 보냈습니다.',
    copyCode:
      '받는 분의 보안을 위해 이 사본에는 코드와 PIN이 포함되지 않습니다. 카드 끝자리는 {last4}입니다.',
    sentBy: '보낸 곳: {store}',
  },
  'zh-CN': {
    subject: '您收到了一张 {amount} 的礼品卡',
    subjectFrom: '{sender} 送给您一张 {amount} 的礼品卡',
    greeting: '{name}，您好：',
    intro: '这是您的 {store} 礼品卡，面值 {amount}。',
    messageFrom: '来自 {sender} 的留言：',
    codeLabel: '礼品卡代码',
    pinLabel: 'PIN 码',
    howTo:
      '结账时请输入代码和 PIN 码作为付款方式。此卡以 {currency} 支付，可用于多笔订单，直至余额用完。',
    balance: '您可以随时在礼品卡余额页面查询余额：',
    keep: '请保留此邮件：代码和 PIN 码无法再次显示。',
    copySubject: '您送给 {recipient} 的礼品卡已发送',
    copyIntro: '我们已将您的 {amount} 礼品卡发送给 {recipient}（{email}）。',
    copyCode: '为保障收件人的安全，此副本不包含代码和 PIN 码。卡号末四位为 {last4}。',
    sentBy: '发件人：{store}',
  },
  'zh-TW': {
    subject: '您收到了一張 {amount} 的禮品卡',
    subjectFrom: '{sender} 送給您一張 {amount} 的禮品卡',
    greeting: '{name}，您好：',
    intro: '這是您的 {store} 禮品卡，面額 {amount}。',
    messageFrom: '來自 {sender} 的留言：',
    codeLabel: '禮品卡代碼',
    pinLabel: 'PIN 碼',
    howTo:
      '結帳時請輸入代碼和 PIN 碼作為付款方式。此卡以 {currency} 支付，可用於多筆訂單，直到餘額用完。',
    balance: '您可以隨時在禮品卡餘額頁面查詢餘額：',
    keep: '請保留此郵件：代碼和 PIN 碼無法再次顯示。',
    copySubject: '您送給 {recipient} 的禮品卡已寄出',
    copyIntro: '我們已將您的 {amount} 禮品卡寄給 {recipient}（{email}）。',
    copyCode: '為保障收件人的安全，此副本不包含代碼和 PIN 碼。卡號末四碼為 {last4}。',
    sentBy: '寄件人：{store}',
  },
};

/** The texts for `locale`: its own (zh-CN, zh-TW), else its language's, else English. */
export function giftMailTexts(locale: string): GiftMailTexts {
  const language = locale.split('-')[0]!.toLowerCase();
  const chinese =
    language === 'zh' ? (/tw|hk|mo|hant/i.test(locale) ? 'zh-TW' : 'zh-CN') : undefined;
  return GIFT_MAIL_TEXTS[chinese ?? language] ?? GIFT_MAIL_TEXTS.en!;
}
