/// Case and diacritic folding for search, in pure Swift: no locale, the same result everywhere.
public enum TextFolding {
    /// Lowercases `text` (Unicode default, locale-free), strips diacritics from Latin and Greek
    /// letters, and expands a few ligatures (ß → ss, æ → ae, œ → oe).
    public static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                switch lower.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    continue
                default:
                    break
                }
                if let expansion = expansions[lower] {
                    out.append(contentsOf: expansion.unicodeScalars)
                } else if let base = bases[lower] {
                    out.append(contentsOf: base.properties.lowercaseMapping.unicodeScalars)
                } else {
                    out.append(lower)
                }
            }
        }
        return String(out)
    }

    /// The folded words of `text`: runs of letters and digits, everything else separates.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        forEachWord(text) { words.append($0) }
        return words
    }

    /// Calls `body` with each folded word of `text` in order, keeping none (a long text costs its folded copy, not a word list).
    public static func forEachWord(_ text: String, _ body: (String) -> Void) {
        var current = String.UnicodeScalarView()
        for scalar in fold(text).unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if !current.isEmpty {
                body(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { body(String(current)) }
    }

    /// Letters that are no letter plus marks, folded to what people type instead.
    private static let expansions: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d",
        "ł": "l", "ħ": "h", "ı": "i", "þ": "th", "ŀ": "l", "ŧ": "t",
    ]

    /// Precomposed letter → base letter, for Latin-1, Latin Extended-A/B, Greek, Latin Extended
    /// Additional and Greek Extended: every letter whose canonical decomposition is a base plus marks.
    private static let bases: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        let scalars = Array(decompositionPairs.joined().unicodeScalars)
        var i = 0
        while i + 1 < scalars.count {
            table[scalars[i]] = scalars[i + 1]
            i += 2
        }
        return table
    }()

    /// Pairs of (letter, base), generated from the Unicode decomposition data.
    private static let decompositionPairs: [String] = [
        "ÀAÁAÂAÃAÄAÅAÇCÈEÉEÊEËEÌIÍIÎIÏIÑNÒOÓOÔOÕOÖOÙUÚUÛUÜUÝYàaáaâaãaäaåaçcèeéeêeëeìiíiîi",
        "ïiñnòoóoôoõoöoùuúuûuüuýyÿyĀAāaĂAăaĄAąaĆCćcĈCĉcĊCċcČCčcĎDďdĒEēeĔEĕeĖEėeĘEęeĚEěeĜG",
        "ĝgĞGğgĠGġgĢGģgĤHĥhĨIĩiĪIīiĬIĭiĮIįiİIĴJĵjĶKķkĹLĺlĻLļlĽLľlŃNńnŅNņnŇNňnŌOōoŎOŏoŐOőo",
        "ŔRŕrŖRŗrŘRřrŚSśsŜSŝsŞSşsŠSšsŢTţtŤTťtŨUũuŪUūuŬUŭuŮUůuŰUűuŲUųuŴWŵwŶYŷyŸYŹZźzŻZżzŽZ",
        "žzƠOơoƯUưuǍAǎaǏIǐiǑOǒoǓUǔuǕUǖuǗUǘuǙUǚuǛUǜuǞAǟaǠAǡaǢÆǣæǦGǧgǨKǩkǪOǫoǬOǭoǮƷǯʒǰjǴGǵg",
        "ǸNǹnǺAǻaǼÆǽæǾØǿøȀAȁaȂAȃaȄEȅeȆEȇeȈIȉiȊIȋiȌOȍoȎOȏoȐRȑrȒRȓrȔUȕuȖUȗuȘSșsȚTțtȞHȟhȦAȧa",
        "ȨEȩeȪOȫoȬOȭoȮOȯoȰOȱoȲYȳy΅¨ΆΑΈΕΉΗΊΙΌΟΎΥΏΩΐιΪΙΫΥάαέεήηίιΰυϊιϋυόούυώωϓϒϔϒḀAḁaḂBḃbḄB",
        "ḅbḆBḇbḈCḉcḊDḋdḌDḍdḎDḏdḐDḑdḒDḓdḔEḕeḖEḗeḘEḙeḚEḛeḜEḝeḞFḟfḠGḡgḢHḣhḤHḥhḦHḧhḨHḩhḪHḫhḬI",
        "ḭiḮIḯiḰKḱkḲKḳkḴKḵkḶLḷlḸLḹlḺLḻlḼLḽlḾMḿmṀMṁmṂMṃmṄNṅnṆNṇnṈNṉnṊNṋnṌOṍoṎOṏoṐOṑoṒOṓoṔP",
        "ṕpṖPṗpṘRṙrṚRṛrṜRṝrṞRṟrṠSṡsṢSṣsṤSṥsṦSṧsṨSṩsṪTṫtṬTṭtṮTṯtṰTṱtṲUṳuṴUṵuṶUṷuṸUṹuṺUṻuṼV",
        "ṽvṾVṿvẀWẁwẂWẃwẄWẅwẆWẇwẈWẉwẊXẋxẌXẍxẎYẏyẐZẑzẒZẓzẔZẕzẖhẗtẘwẙyẛſẠAạaẢAảaẤAấaẦAầaẨAẩa",
        "ẪAẫaẬAậaẮAắaẰAằaẲAẳaẴAẵaẶAặaẸEẹeẺEẻeẼEẽeẾEếeỀEềeỂEểeỄEễeỆEệeỈIỉiỊIịiỌOọoỎOỏoỐOốo",
        "ỒOồoỔOổoỖOỗoỘOộoỚOớoỜOờoỞOởoỠOỡoỢOợoỤUụuỦUủuỨUứuỪUừuỬUửuỮUữuỰUựuỲYỳyỴYỵyỶYỷyỸYỹy",
        "ἀαἁαἂαἃαἄαἅαἆαἇαἈΑἉΑἊΑἋΑἌΑἍΑἎΑἏΑἐεἑεἒεἓεἔεἕεἘΕἙΕἚΕἛΕἜΕἝΕἠηἡηἢηἣηἤηἥηἦηἧηἨΗἩΗἪΗἫΗ",
        "ἬΗἭΗἮΗἯΗἰιἱιἲιἳιἴιἵιἶιἷιἸΙἹΙἺΙἻΙἼΙἽΙἾΙἿΙὀοὁοὂοὃοὄοὅοὈΟὉΟὊΟὋΟὌΟὍΟὐυὑυὒυὓυὔυὕυὖυὗυ",
        "ὙΥὛΥὝΥὟΥὠωὡωὢωὣωὤωὥωὦωὧωὨΩὩΩὪΩὫΩὬΩὭΩὮΩὯΩὰαάαὲεέεὴηήηὶιίιὸοόοὺυύυὼωώωᾀαᾁαᾂαᾃαᾄαᾅα",
        "ᾆαᾇαᾈΑᾉΑᾊΑᾋΑᾌΑᾍΑᾎΑᾏΑᾐηᾑηᾒηᾓηᾔηᾕηᾖηᾗηᾘΗᾙΗᾚΗᾛΗᾜΗᾝΗᾞΗᾟΗᾠωᾡωᾢωᾣωᾤωᾥωᾦωᾧωᾨΩᾩΩᾪΩᾫΩᾬΩᾭΩ",
        "ᾮΩᾯΩᾰαᾱαᾲαᾳαᾴαᾶαᾷαᾸΑᾹΑᾺΑΆΑᾼΑ῁¨ῂηῃηῄηῆηῇηῈΕΈΕῊΗΉΗῌΗ῍᾿῎᾿῏᾿ῐιῑιῒιΐιῖιῗιῘΙῙΙῚΙΊΙ῝῾῞῾",
        "῟῾ῠυῡυῢυΰυῤρῥρῦυῧυῨΥῩΥῪΥΎΥῬΡ῭¨΅¨ῲωῳωῴωῶωῷωῸΟΌΟῺΩΏΩῼΩ",
    ]
}
