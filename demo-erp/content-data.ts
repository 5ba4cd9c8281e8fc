// Authored content of the demo site: blog posts and web pages in Italian and English. Pages and posts
// mix this text with figures read from the catalogue (see modules/content.ts).

export interface BlogPostText {
  title: string;
  intro: string;
  paragraphs: string[];
}

export interface BlogPostSource {
  route: string;
  blogger: string;
  banner: string;
  /** Level-1 family whose most popular articles the post recommends. */
  family: string;
  it: BlogPostText;
  en: BlogPostText;
}

export const BLOG_POSTS: BlogPostSource[] = [
  {
    route: "come-scegliere-il-trapano-giusto",
    blogger: "Marco Bianchi",
    banner: "blog-trapani",
    family: "EL",
    it: {
      title: "Come scegliere il trapano giusto per il cantiere",
      intro: "Percussione, tassellatore o avvitatore a batteria? Una guida rapida per consigliare il cliente senza sbagliare.",
      paragraphs: [
        "Il trapano a percussione resta lo strumento più venduto al banco: basta per forare mattone pieno e legno e, con una punta adatta, anche il calcestruzzo leggero. Quando il cliente lavora tutti i giorni su cemento armato, però, conviene proporre un tassellatore SDS Plus: l'energia del colpo è pneumatica e non dipende dalla pressione del braccio.",
        "Per montaggi e serramenti l'avvitatore a batteria da 18 V è il compromesso migliore. Verificate sempre la compatibilità delle batterie con la gamma del marchio: un cliente che possiede già due batterie comprerà volentieri la versione senza batteria.",
      ],
    },
    en: {
      title: "How to choose the right drill for the job site",
      intro: "Impact drill, rotary hammer or cordless driver? A quick guide to advising customers without getting it wrong.",
      paragraphs: [
        "The impact drill is still the best seller at the counter: it handles solid brick and wood and, with the right bit, light concrete. When a customer works on reinforced concrete every day, though, an SDS Plus rotary hammer is the better choice: its blow is pneumatic and does not depend on how hard the user pushes.",
        "For fitting and window work, an 18 V cordless drill driver is the best compromise. Always check battery compatibility across the brand's range: a customer who already owns two batteries will gladly buy the body-only version.",
      ],
    },
  },
  {
    route: "dpi-cosa-cambia-con-le-nuove-norme",
    blogger: "Laura Ferri",
    banner: "sicurezza",
    family: "AN",
    it: {
      title: "DPI: cosa sapere su guanti e calzature di sicurezza",
      intro: "Categorie, marcature e livelli di protezione spiegati in breve, per scegliere il dispositivo giusto per ogni lavorazione.",
      paragraphs: [
        "I dispositivi di protezione individuale sono regolati dal Regolamento (UE) 2016/425 e suddivisi in tre categorie di rischio. Guanti antitaglio e calzature S3 rientrano nella seconda categoria: devono riportare la marcatura CE e la norma di riferimento, ad esempio EN 388 per i guanti e EN ISO 20345 per le scarpe.",
        "Per i guanti antitaglio il livello si legge nell'ultima lettera del pittogramma EN 388 (da A a F). Nelle calzature, la sigla S3 indica puntale, lamina antiperforazione e tomaia idrorepellente; S1P è adatta ad ambienti asciutti.",
      ],
    },
    en: {
      title: "PPE: what to know about safety gloves and footwear",
      intro: "Categories, markings and protection levels in a nutshell, to pick the right equipment for every task.",
      paragraphs: [
        "Personal protective equipment is governed by Regulation (EU) 2016/425 and split into three risk categories. Cut-resistant gloves and S3 shoes belong to category II: they must carry the CE mark and the reference standard, such as EN 388 for gloves and EN ISO 20345 for footwear.",
        "For cut-resistant gloves the level is the last letter of the EN 388 pictogram (A to F). On footwear, S3 means toe cap, puncture-resistant midsole and water-repellent upper; S1P suits dry environments.",
      ],
    },
  },
  {
    route: "viti-per-legno-guida-alle-misure",
    blogger: "Paolo Conti",
    banner: "viteria",
    family: "FE",
    it: {
      title: "Viti per legno: guida alle misure e alle finiture",
      intro: "Zincata, inox o brunita? Come scegliere diametro, lunghezza e finitura in base al materiale e all'ambiente.",
      paragraphs: [
        "La regola pratica vuole la vite lunga almeno due volte e mezzo lo spessore del pezzo da fissare. Per il truciolare meglio la filettatura a passo largo della vite truciolare; per il legno massello la testa svasata con sottotesta fresante evita le crepe.",
        "All'esterno e vicino al mare l'acciaio inox A2 è la scelta sicura; lo zincato basta negli interni asciutti. La finitura brunita è pensata per cartongesso e fissaggi a vista dove conta l'estetica.",
      ],
    },
    en: {
      title: "Wood screws: a guide to sizes and finishes",
      intro: "Zinc-plated, stainless or black-phosphated? How to choose diameter, length and finish for the material and the environment.",
      paragraphs: [
        "As a rule of thumb, a screw should be at least two and a half times as long as the piece being fixed is thick. Chipboard takes the coarse thread of a chipboard screw; for solid wood, a countersunk head with milling ribs prevents splitting.",
        "Outdoors and near the sea, A2 stainless steel is the safe choice; zinc plating is enough for dry interiors. The black-phosphated finish suits plasterboard and visible fixings where looks matter.",
      ],
    },
  },
  {
    route: "pittura-per-interni-lavabile-o-traspirante",
    blogger: "Giulia Romano",
    banner: "vernici",
    family: "VE",
    it: {
      title: "Pittura per interni: lavabile o traspirante?",
      intro: "Due prodotti diversi per esigenze diverse: ecco come consigliare la pittura giusta per ogni stanza.",
      paragraphs: [
        "L'idropittura traspirante lascia respirare il muro ed è ideale per camere e soffitti, dove non servono lavaggi frequenti. La lavabile forma un film più chiuso e resistente: è la scelta per corridoi, cucine e camerette.",
        "Nei bagni e nelle stanze poco aerate conviene un prodotto antimuffa. Ricordate al cliente di calcolare circa 10 m² per litro a mano e di prevedere sempre due mani sul muro nuovo.",
      ],
    },
    en: {
      title: "Interior paint: washable or breathable?",
      intro: "Two different products for different needs: how to recommend the right paint for every room.",
      paragraphs: [
        "Breathable paint lets the wall breathe and is ideal for bedrooms and ceilings, which rarely need washing. Washable paint forms a tighter, tougher film: the choice for hallways, kitchens and children's rooms.",
        "Bathrooms and poorly ventilated rooms call for an anti-mould product. Remind customers to allow about 10 m² per litre per coat and always plan two coats on new plaster.",
      ],
    },
  },
  {
    route: "irrigazione-del-giardino-in-estate",
    blogger: "Andrea Galli",
    banner: "giardino",
    family: "GI",
    it: {
      title: "Irrigazione del giardino: come prepararsi all'estate",
      intro: "Tubi retinati, raccordi rapidi e programmatori: la checklist per chi vende irrigazione in primavera.",
      paragraphs: [
        'Il tubo retinato a tre strati non si strozza e resiste al sole; per lunghezze oltre i 25 metri conviene passare al diametro 5/8" per non perdere pressione. Raccordi con acquastop permettono di cambiare lancia senza chiudere il rubinetto.',
        "Un programmatore a batteria fa risparmiare acqua e tempo: irrigare all'alba riduce l'evaporazione. Proponete sempre l'avvolgitubo con carrello a chi ha giardini grandi.",
      ],
    },
    en: {
      title: "Garden watering: getting ready for summer",
      intro: "Reinforced hoses, quick connectors and timers: the checklist for anyone selling watering gear in spring.",
      paragraphs: [
        'A three-layer reinforced hose does not kink and stands up to the sun; beyond 25 metres, move up to 5/8" to avoid losing pressure. Connectors with a water stop let the user change the spray gun without turning off the tap.',
        "A battery-powered timer saves water and time: watering at dawn reduces evaporation. Always suggest a hose reel trolley to customers with large gardens.",
      ],
    },
  },
  {
    route: "lampadine-led-come-leggere-l-etichetta",
    blogger: "Laura Ferri",
    banner: "illuminazione",
    family: "ME",
    it: {
      title: "Lampadine LED: come leggere l'etichetta energetica",
      intro: "Lumen, Kelvin e classe energetica: i tre numeri che il cliente deve conoscere prima di comprare.",
      paragraphs: [
        "Il flusso luminoso in lumen dice quanta luce emette la lampadina: circa 800 lm equivalgono a una vecchia incandescenza da 60 W. La temperatura di colore in Kelvin indica la tonalità: 2700 K è la luce calda, 4000 K la naturale, 6500 K la fredda.",
        "Dal 2021 l'etichetta energetica va da A a G senza i segni più. Una lampadina in classe D oggi è un ottimo prodotto: non fatevi ingannare dal confronto con le vecchie etichette.",
      ],
    },
    en: {
      title: "LED bulbs: how to read the energy label",
      intro: "Lumens, kelvins and energy class: the three numbers customers should know before buying.",
      paragraphs: [
        "Luminous flux in lumens tells how much light a bulb gives: about 800 lm matches an old 60 W incandescent. Colour temperature in kelvins gives the tone: 2700 K is warm white, 4000 K neutral, 6500 K cool.",
        "Since 2021 the energy label runs from A to G with no plus signs. A class D bulb today is a very good product: do not be misled by comparisons with the old labels.",
      ],
    },
  },
  {
    route: "raccordi-in-ottone-filettature",
    blogger: "Paolo Conti",
    banner: "idraulica",
    family: "ID",
    it: {
      title: "Raccordi in ottone: riconoscere le filettature",
      intro: "Pollici gas, maschio e femmina: come evitare resi e viaggi a vuoto del cliente.",
      paragraphs: [
        'Le misure in pollici dei raccordi idraulici non corrispondono al diametro esterno del tubo: un 1/2" gas misura circa 21 mm di filetto esterno. Tenete al banco un calibro e una tabella di conversione: il cliente lo apprezzerà.',
        "Per la tenuta su filetti conici il nastro in PTFE è pratico, ma sui grandi diametri il filo sigillante garantisce un risultato più affidabile e smontabile.",
      ],
    },
    en: {
      title: "Brass fittings: recognising the threads",
      intro: "Gas inches, male and female: how to avoid returns and wasted trips for the customer.",
      paragraphs: [
        "The inch sizes of plumbing fittings do not match the pipe's outside diameter: a 1/2\" BSP thread measures about 21 mm across. Keep a caliper and a conversion chart at the counter: customers will appreciate it.",
        "PTFE tape is handy for sealing tapered threads, but on large diameters thread sealing cord gives a more reliable joint that can still be taken apart.",
      ],
    },
  },
  {
    route: "manutenzione-degli-utensili-manuali",
    blogger: "Marco Bianchi",
    banner: "utensili",
    family: "UT",
    it: {
      title: "Manutenzione degli utensili manuali: cinque abitudini",
      intro: "Pochi gesti per far durare martelli, scalpelli e pinze il doppio del tempo.",
      paragraphs: [
        "Pulire e asciugare gli utensili a fine giornata evita la ruggine più di qualsiasi trattamento. Un velo d'olio sulle parti in acciaio e sulle articolazioni delle pinze mantiene il movimento fluido.",
        "Gli scalpelli da legno vanno affilati spesso, non molto: una passata sulla pietra ogni giorno vale più di una riaffilatura completa al mese. I manici in legno incrinati si sostituiscono subito: un martello che si sfila è un pericolo.",
      ],
    },
    en: {
      title: "Looking after hand tools: five habits",
      intro: "A few simple steps make hammers, chisels and pliers last twice as long.",
      paragraphs: [
        "Cleaning and drying tools at the end of the day prevents rust better than any treatment. A film of oil on steel parts and plier joints keeps them moving smoothly.",
        "Wood chisels should be honed often rather than hard: a pass on the stone every day beats a full regrind once a month. Replace cracked wooden handles at once: a hammer head that flies off is a hazard.",
      ],
    },
  },
  {
    route: "nuovo-magazzino-di-bologna",
    blogger: "Redazione Ferramenta Pro",
    banner: "magazzino",
    family: "FE",
    it: {
      title: "Il nuovo magazzino di Bologna è operativo",
      intro: "Più spazio, più articoli pronti a magazzino e consegne in tre giorni lavorativi in tutta Italia.",
      paragraphs: [
        "Il nuovo polo logistico di via dell'Industria raddoppia la superficie di stoccaggio e ci permette di tenere a magazzino l'intero assortimento dei marchi principali.",
        "Il banco ritiro resta aperto dal lunedì al venerdì: gli ordini inviati entro le 10:00 si ritirano il giorno stesso dalle 14:00 alle 16:00.",
      ],
    },
    en: {
      title: "Our new Bologna warehouse is open",
      intro: "More space, more items in stock and delivery in three business days anywhere in Italy.",
      paragraphs: [
        "The new logistics hub in via dell'Industria doubles our storage space and lets us keep the whole range of our main brands in stock.",
        "The pick-up counter stays open Monday to Friday: orders sent by 10:00 can be collected the same day from 14:00 to 16:00.",
      ],
    },
  },
  {
    route: "smerigliatrice-angolare-sicurezza",
    blogger: "Andrea Galli",
    banner: "elettroutensili",
    family: "EL",
    it: {
      title: "Smerigliatrice angolare: le regole di sicurezza",
      intro: "Dischi giusti, carter montato e DPI: le regole da ricordare a ogni cliente che acquista una smerigliatrice.",
      paragraphs: [
        "Il disco deve riportare una velocità massima superiore a quella della macchina e un diametro compatibile con il carter. Mai montare un disco da 230 mm su una smerigliatrice da 125 mm togliendo la protezione.",
        "Occhiali, guanti e cuffie antirumore sono indispensabili. L'avviamento progressivo riduce il contraccolpo all'accensione ed è un argomento di vendita importante per chi lavora spesso in quota.",
      ],
    },
    en: {
      title: "Angle grinders: the safety rules",
      intro: "The right discs, the guard in place and PPE: rules to remind every customer who buys a grinder.",
      paragraphs: [
        "A disc must be rated for a top speed above the machine's and fit the guard's diameter. Never fit a 230 mm disc to a 125 mm grinder by removing the guard.",
        "Safety glasses, gloves and ear defenders are essential. A soft start reduces kickback when switching on and is a strong selling point for people who often work at height.",
      ],
    },
  },
  {
    route: "serrature-e-cilindri-antibumping",
    blogger: "Paolo Conti",
    banner: "sicurezza-casa",
    family: "FE",
    it: {
      title: "Cilindri antibumping: perché proporli",
      intro: "Il bumping apre molti cilindri economici in pochi secondi: ecco come riconoscere un cilindro protetto.",
      paragraphs: [
        "Un cilindro europeo antibumping ha perni speciali che non saltano sotto i colpi della chiave modificata. La misura si legge dal centro della vite di fissaggio ai due lati: 30/40 significa 30 mm interno e 40 mm esterno.",
        "Suggerite sempre la misura esatta: un cilindro che sporge più di 3 mm dalla porta può essere spezzato. Il defender completa la protezione sulle porte blindate.",
      ],
    },
    en: {
      title: "Anti-bump cylinders: why to recommend them",
      intro: "Bumping opens many cheap cylinders in seconds: how to recognise a protected one.",
      paragraphs: [
        "An anti-bump euro cylinder has special pins that do not jump under the blows of a modified key. Its size is measured from the centre of the fixing screw to each side: 30/40 means 30 mm inside and 40 mm outside.",
        "Always recommend the exact size: a cylinder that sticks out more than 3 mm from the door can be snapped. A security escutcheon completes the protection on security doors.",
      ],
    },
  },
  {
    route: "cavi-elettrici-sezioni-e-colori",
    blogger: "Giulia Romano",
    banner: "cavi",
    family: "ME",
    it: {
      title: "Cavi elettrici: sezioni e colori da conoscere",
      intro: "1,5 o 2,5 mm²? Blu, marrone o giallo-verde? Un ripasso utile per il banco elettrico.",
      paragraphs: [
        "Negli impianti civili si usa di norma 1,5 mm² per i punti luce e 2,5 mm² per le prese da 16 A; le linee dei grandi elettrodomestici richiedono 4 o 6 mm². Il cavo FS17 è il più comune nelle tubazioni sottotraccia.",
        "Il blu è riservato al neutro, il giallo-verde alla terra; per la fase si usano marrone, nero o grigio. Un impianto con i colori rispettati è più sicuro e più facile da manutenere.",
      ],
    },
    en: {
      title: "Electrical cables: sizes and colours to know",
      intro: "1.5 or 2.5 mm²? Blue, brown or green-yellow? A useful refresher for the electrical counter.",
      paragraphs: [
        "Residential installations normally use 1.5 mm² for lighting points and 2.5 mm² for 16 A sockets; lines for large appliances need 4 or 6 mm². FS17 cable is the most common choice in concealed conduits.",
        "Blue is reserved for neutral and green-yellow for earth; live conductors use brown, black or grey. An installation that respects the colours is safer and easier to maintain.",
      ],
    },
  },
  {
    route: "fiera-di-primavera-novita",
    blogger: "Redazione Ferramenta Pro",
    banner: "novita",
    family: "UT",
    it: {
      title: "Le novità della fiera di primavera",
      intro: "Utensili più leggeri, batterie intercambiabili e packaging ridotti: le tendenze viste in fiera.",
      paragraphs: [
        "Quest'anno i produttori hanno puntato su utensili più leggeri e impugnature bimateriale che riducono l'affaticamento. Tra gli elettroutensili domina la piattaforma a 18 V con batterie comuni a tutta la gamma.",
        "Molti marchi stanno riducendo la plastica negli imballi: confezioni in cartone riciclato e blister più piccoli occupano meno spazio a scaffale.",
      ],
    },
    en: {
      title: "What's new from the spring trade fair",
      intro: "Lighter tools, shared batteries and less packaging: the trends we saw at the fair.",
      paragraphs: [
        "This year manufacturers focused on lighter tools and two-component grips that reduce fatigue. Among power tools, the 18 V platform with batteries shared across the whole range dominates.",
        "Many brands are cutting plastic in their packaging: recycled cardboard boxes and smaller blisters take up less shelf space.",
      ],
    },
  },
  {
    route: "orto-in-vaso-sul-balcone",
    blogger: "Andrea Galli",
    banner: "orto",
    family: "GI",
    it: {
      title: "L'orto in vaso sul balcone",
      intro: "Vasi, terricci e concimi giusti per chi vuole coltivare ortaggi anche in città.",
      paragraphs: [
        "Per pomodori e zucchine servono vasi profondi almeno 30 cm; per le aromatiche bastano fioriere da 40 cm. Un buon terriccio universale arricchito con concime granulare per orto fa la differenza.",
        "I sottovasi evitano le macchie sul pavimento ma vanno svuotati dopo l'irrigazione: i ristagni fanno marcire le radici.",
      ],
    },
    en: {
      title: "Growing vegetables in pots on the balcony",
      intro: "The right pots, compost and fertiliser for anyone who wants to grow vegetables in town.",
      paragraphs: [
        "Tomatoes and courgettes need pots at least 30 cm deep; herbs are happy in 40 cm planters. A good multi-purpose compost enriched with granular vegetable fertiliser makes the difference.",
        "Saucers protect the floor but should be emptied after watering: standing water rots the roots.",
      ],
    },
  },
  {
    route: "smalti-all-acqua-vantaggi",
    blogger: "Giulia Romano",
    banner: "smalti",
    family: "VE",
    it: {
      title: "Smalti all'acqua: i vantaggi per il cliente",
      intro: "Meno odore, asciugatura rapida e pulizia degli attrezzi con l'acqua: perché lo smalto all'acqua ha conquistato il mercato.",
      paragraphs: [
        "Gli smalti all'acqua di ultima generazione hanno una resa e una durezza paragonabili ai sintetici, con emissioni di COV molto più basse. Sono sovraverniciabili in poche ore e non ingialliscono.",
        "Su ferro nuovo serve sempre un fondo antiruggine; su legno una mano di impregnante migliora l'adesione e la durata all'esterno.",
      ],
    },
    en: {
      title: "Water-based enamels: the benefits for customers",
      intro: "Less odour, fast drying and tools that clean up with water: why water-based enamel has won the market.",
      paragraphs: [
        "The latest water-based enamels match solvent-based ones for coverage and hardness, with far lower VOC emissions. They can be recoated within hours and do not yellow.",
        "New iron always needs an anti-rust primer first; on wood, a coat of stain improves adhesion and outdoor durability.",
      ],
    },
  },
];
