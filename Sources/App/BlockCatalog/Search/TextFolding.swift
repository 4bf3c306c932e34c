/// Case and diacritic folding for search, in pure Swift: no locale, the same result everywhere.
public enum TextFolding {
    /// Lowercases `text` (Unicode default, locale-free), strips diacritics from Latin and Greek
    /// letters, and expands a few ligatures (ß → ss, æ → ae, œ → oe).
    public static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // ASCII (most of what is searched) folds to its lowercase: no marks, ligatures or
            // accented letters among it, and no string made for the mapping of each letter.
            if scalar.isASCII {
                out.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value) + 32) : scalar)
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                switch lower.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    continue
                default:
                    break
                }
                // Most scripts (Hebrew, Cyrillic, CJK…) have nothing in the tables: not looked up.
                if !inTables(lower) {
                    out.append(lower)
                } else if let expansion = expansions[lower] {
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
            let inWord =
                scalar.isASCII
                ? ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
                : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if inWord {
                current.append(scalar)
            } else if !current.isEmpty {
                body(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { body(String(current)) }
    }

    /// Whether `scalar` is in a 256-scalar block that has letters in `expansions` or `bases`.
    private static func inTables(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x2000 && tableBlocks & (1 << (scalar.value >> 8)) != 0
    }

    /// One bit per 256-scalar block below U+2000 that has letters in the tables (all of them are).
    private static let tableBlocks: UInt32 = {
        let letters = Array(expansions.keys) + Array(bases.keys)
        precondition(letters.allSatisfy { $0.value < 0x2000 })
        return letters.reduce(0) { $0 | 1 << ($1.value >> 8) }
    }()

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
