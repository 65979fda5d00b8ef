import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing

/// The behaviour catalogue (the articles of `Sources/PresentationOracle/PresentationOracle.docc/Behaviours/`,
/// the spec) against the code: the same rules with the same marks as `RuleCatalogue`, each in its
/// family's article, every reading label the code cites defined there, every article linked from the
/// catalog's landing page, and no document or source that points outside the repository.
/// The checks read files only, so they are fast; each has a fixture below that makes it fail.
@Suite("Spec catalogue")
struct SpecCatalogueTests {
    // MARK: Files

    /// The package root.
    static let root = PackagePaths.root

    static let doccPath = "Sources/PresentationOracle/PresentationOracle.docc"
    static let articlesPath = doccPath + "/Behaviours"
    /// The catalogue's overview article.
    static let overviewPath = articlesPath + "/BehaviourCatalogue.md"

    /// The rule families in the catalogue's order; each has an article named for it.
    static var families: [String] {
        RuleCatalogue.all.map(\.family).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    static func familyArticlePath(_ family: String) -> String { "\(articlesPath)/\(family).md" }

    /// Every article of the catalogue, relative to the root, sorted.
    static func articlePaths() -> [String] { files(under: articlesPath, extensions: ["md"]) }

    /// The family articles in the catalogue's order, then the others, joined: the catalogue as one
    /// text. Rule headings and reading definitions are found in it as they were in one article.
    static func catalogue() throws -> String {
        let familyPaths = families.map(familyArticlePath)
        let others = articlePaths().filter { !familyPaths.contains($0) }
        return try (familyPaths + others).map(read).joined(separator: "\n")
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Files under `folder` (relative to the root) whose extension is one of `extensions`, as paths
    /// relative to the root, sorted.
    static func files(under folder: String, extensions: Set<String>, recursive: Bool = true) -> [String] {
        let base = root.appendingPathComponent(folder)
        let manager = FileManager.default
        var urls: [URL] = []
        if recursive {
            let enumerator = manager.enumerator(at: base, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL { urls.append(url) }
        } else {
            urls = (try? manager.contentsOfDirectory(at: base, includingPropertiesForKeys: nil)) ?? []
        }
        let rootPath = root.path + "/"
        return urls.map(\.standardizedFileURL).filter { extensions.contains($0.pathExtension) }
            .map { String($0.path.dropFirst(rootPath.count)) }.sorted()
    }

    /// The files that must not point outside the repository.
    static func documentsAndSources() -> [String] {
        ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
            + files(under: "Corpus", extensions: ["md"], recursive: false)
            + files(under: "Sources", extensions: ["swift", "md"])
            + files(under: "Tests", extensions: ["swift", "md"])
    }

    // MARK: Parsing the catalogue

    /// A rule's entry in the catalogue: a heading `#### ID [MARKS] Title`.
    struct RuleHeading: Equatable, CustomStringConvertible {
        var id: String
        var marks: String
        /// The heading says "(not modelled by the oracle yet)".
        var notModelled: Bool
        var line: Int
        var description: String { "\(id) [\(marks)]\(notModelled ? " not modelled" : "")" }
    }

    static func ruleHeadings(in article: String) -> [RuleHeading] {
        article.components(separatedBy: "\n").enumerated().compactMap { index, line in
            guard line.hasPrefix("##"), let match = line.wholeMatch(of: #/[#]{2,6} ([A-Z]+-[0-9]+) \[([A-Z,]+)\](.*)/#) else { return nil }
            return RuleHeading(id: String(match.1), marks: String(match.2),
                               notModelled: match.3.contains("(not modelled by the oracle yet)"), line: index)
        }
    }

    /// Every token shaped like a rule ID (capitals, a hyphen, digits) anywhere in `text`.
    static func ruleIDsNamed(in text: String) -> Set<String> {
        Set(text.matches(of: #/\b[A-Z]{2,}-[0-9]+\b/#).map { String($0.0) })
    }

    /// The articles a DocC text links with `<doc:Name>`, by name.
    static func articleLinks(in text: String) -> Set<String> {
        Set(text.matches(of: #/<doc:([A-Za-z0-9_\-]+)>/#).map { String($0.1) })
    }

    /// The readings the catalogue defines: list items that start `**Reading ID.x.**`, with the line.
    static func readingDefinitions(in article: String) -> [(label: String, line: Int)] {
        article.components(separatedBy: "\n").enumerated().compactMap { index, line in
            guard line.hasPrefix("- **Reading"), let match = line.prefixMatch(of: #/- \*\*Reading ([A-Z]+-[0-9]+\.[a-z]+)\.\*\*/#) else { return nil }
            return (String(match.1), index)
        }
    }

    /// The rule a reading label belongs to: `LIFE-8.b` → `LIFE-8`.
    static func rule(ofLabel label: String) -> String { String(label.prefix { $0 != "." }) }

    // MARK: Parsing citations in code

    /// A reading label cited in a comment of Swift source.
    struct Citation: CustomStringConvertible {
        var label: String
        var file: String
        var line: Int
        /// The citation follows "Reading: " directly, the one form the project uses.
        var isWellFormed: Bool
        var description: String { "\(file):\(line) cites Reading \(label)" }
    }

    static func citations(in source: String, file: String) -> [Citation] {
        var found: [Citation] = []
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            guard line.contains("(Reading "), line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
            for match in line.matches(of: #/(Reading: )?\(Reading ([A-Z]+-[0-9]+\.[a-z]+)\)/#) {
                found.append(Citation(label: String(match.2), file: file, line: index + 1, isWellFormed: match.1 != nil))
            }
        }
        return found
    }

    static func sourceCitations() throws -> [Citation] {
        try files(under: "Sources", extensions: ["swift"]).flatMap { try citations(in: read($0), file: $0) }
    }

    // MARK: Finding references outside the repository

    /// The old spec's name and the folders that lived beside the repository, spelled in pieces so
    /// that this file does not name them itself.
    static let outsideNames = ["BEHAVIOURS" + ".md", "../" + "shared", "seeds" + "/"]

    /// What in `text` (the contents of the file at `file`, relative to the root) points outside the
    /// repository: a Markdown link or a `../` path that leaves the root, a link into the repository
    /// that names no file, or a name of the outside spec. In Swift files, links and paths are read in
    /// comments only.
    static func outsideReferences(in text: String, file: String) -> [String] {
        let directory = root.appendingPathComponent(file).deletingLastPathComponent()
        let isSwift = file.hasSuffix(".swift")
        var problems: [String] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let place = "\(file):\(index + 1)"
            for name in outsideNames where line.contains(name) { problems.append("\(place) names \(name)") }
            if isSwift, !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
            guard line.contains("../") || line.contains("](") else { continue }
            for match in line.matches(of: #/\]\(([^)\s]+)\)/#) {
                let target = String(match.1)
                if target.contains(":") || target.hasPrefix("#") { continue }
                let path = String(target.prefix { $0 != "#" })
                let resolved = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
                if !isInside(resolved) {
                    problems.append("\(place) links outside the repository: \(target)")
                } else if !FileManager.default.fileExists(atPath: resolved.path) {
                    problems.append("\(place) links to a missing file: \(target)")
                }
            }
            let withoutLinks = line.replacing(#/\]\([^)\s]+\)/#, with: "]")
            for match in withoutLinks.matches(of: #/(?:\.\./)+[A-Za-z0-9_.\-/]*/#) {
                let resolved = URL(fileURLWithPath: String(match.0), relativeTo: directory).standardizedFileURL
                if !isInside(resolved) { problems.append("\(place) has a path outside the repository: \(match.0)") }
            }
        }
        return problems
    }

    static func isInside(_ url: URL) -> Bool {
        url.path == root.path || url.path.hasPrefix(root.path + "/")
    }

    // MARK: (a) Rules and marks

    @Test func everyRuleHasAnEntryWithTheCodesMarksInTheCodesOrder() throws {
        let headings = Self.ruleHeadings(in: try Self.catalogue())
        try #require(!headings.isEmpty, "no rule headings found in \(Self.articlesPath)")
        #expect(headings.map(\.id) == RuleCatalogue.ids)
        for rule in RuleCatalogue.all {
            let entries = headings.filter { $0.id == rule.id }
            #expect(entries.count == 1, "\(rule.id): \(entries.count) entries in the catalogue")
            guard let entry = entries.first else { continue }
            #expect(entry.marks == rule.marks, "\(rule.id): the catalogue says [\(entry.marks)], RuleCatalogue [\(rule.marks)]")
            #expect(entry.notModelled == !rule.isModelled,
                    "\(rule.id): the catalogue \(entry.notModelled ? "says" : "does not say") it is not modelled; isModelled is \(rule.isModelled)")
        }
    }

    @Test(arguments: SpecCatalogueTests.families)
    func eachFamilysArticleHoldsExactlyItsRules(family: String) throws {
        let headings = Self.ruleHeadings(in: try Self.read(Self.familyArticlePath(family)))
        let expected = RuleCatalogue.all.filter { $0.family == family }.map(\.id)
        #expect(headings.map(\.id) == expected, "\(Self.familyArticlePath(family))")
    }

    @Test func onlyFamilyArticlesHoldRules() throws {
        let familyPaths = Self.families.map(Self.familyArticlePath)
        for path in Self.articlePaths() where !familyPaths.contains(path) {
            let headings = Self.ruleHeadings(in: try Self.read(path))
            #expect(headings.isEmpty, "\(path) holds rule headings: \(headings)")
        }
    }

    @Test func theLandingPageLinksEveryArticle() throws {
        let landing = try Self.read(Self.doccPath + "/PresentationOracle.md")
        let linked = Self.articleLinks(in: landing)
        let articles = Self.articlePaths().map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        try #require(articles.count > Self.families.count, "articles: \(articles)")
        let unlinked = articles.filter { !linked.contains($0) }
        #expect(unlinked.isEmpty, "articles PresentationOracle.md does not link: \(unlinked)")
        let overviewLinks = Self.articleLinks(in: try Self.read(Self.overviewPath))
        #expect(Set(Self.families).isSubset(of: overviewLinks), "the overview does not link every family")
        let missing = linked.union(overviewLinks).subtracting(articles).sorted()
        #expect(missing.isEmpty, "links to articles that do not exist: \(missing)")
    }

    @Test func theCatalogueNamesNoRuleTheCodeLacks() throws {
        let named = Self.ruleIDsNamed(in: try Self.catalogue())
        try #require(named.contains("CTX-1"))
        let unknown = named.subtracting(RuleCatalogue.ids).sorted()
        #expect(unknown.isEmpty, "the catalogue names rules RuleCatalogue lacks: \(unknown)")
    }

    // MARK: (b) Readings

    @Test func readingLabelsAreUniqueAndListedUnderTheirRule() throws {
        let article = try Self.catalogue()
        let headings = Self.ruleHeadings(in: article)
        let definitions = Self.readingDefinitions(in: article)
        try #require(!definitions.isEmpty, "no readings found in \(Self.articlesPath)")
        let labels = definitions.map(\.label)
        #expect(Set(labels).count == labels.count, "a label is defined twice: \(labels)")
        for definition in definitions {
            let owner = headings.last { $0.line < definition.line }
            #expect(owner?.id == Self.rule(ofLabel: definition.label),
                    "Reading \(definition.label) is listed under \(owner?.id ?? "no rule")")
        }
    }

    @Test func everyReadingTheCodeCitesExistsInTheCatalogue() throws {
        let defined = Set(Self.readingDefinitions(in: try Self.catalogue()).map(\.label))
        let cited = try Self.sourceCitations()
        try #require(!cited.isEmpty, "no reading citations found in Sources")
        for citation in cited {
            #expect(defined.contains(citation.label), "\(citation): no such reading in the catalogue")
            #expect(citation.isWellFormed, "\(citation): write it as \"Reading: (Reading \(citation.label)) …\"")
        }
    }

    @Test func everyReadingInTheCatalogueIsCitedByTheCode() throws {
        let defined = Self.readingDefinitions(in: try Self.catalogue()).map(\.label)
        let cited = Set(try Self.sourceCitations().map(\.label))
        try #require(!defined.isEmpty)
        let uncited = defined.filter { !cited.contains($0) }
        #expect(uncited.isEmpty, "readings no code cites: \(uncited)")
    }

    // MARK: (c) Nothing outside the repository

    @Test func noDocumentOrSourcePointsOutsideTheRepository() throws {
        let files = Self.documentsAndSources()
        try #require(files.contains(Self.overviewPath) && files.contains(Self.familyArticlePath("TRAIT"))
                     && files.contains("Corpus/FORMAT.md")
                     && files.contains("Tests/PresCheckTests/SpecCatalogueTests.swift"))
        var problems: [String] = []
        for file in files { problems += Self.outsideReferences(in: try Self.read(file), file: file) }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    // MARK: The checks can fail

    @Test func theParsersSeeWhatTheyLookFor() {
        let article = """
            #### CTX-1 [D,O] Something
            - **Reading CTX-1.a.** A reading.
            #### LIFE-5 [O] Other (not modelled by the oracle yet)
            Mentions CTX-9 and (Reading CTX-1.a).
            """
        #expect(Self.ruleHeadings(in: article).map(\.description) == ["CTX-1 [D,O]", "LIFE-5 [O] not modelled"])
        #expect(Self.ruleIDsNamed(in: article) == ["CTX-1", "LIFE-5", "CTX-9"])
        #expect(Self.readingDefinitions(in: article).map(\.label) == ["CTX-1.a"])
        #expect(Self.articleLinks(in: "- <doc:CTX>\nSee <doc:Defects> and ``Oracle``.") == ["CTX", "Defects"])
        let source = """
            /// Reading: (Reading CTX-1.a) cited well.
            // A reading (Reading LIFE-8.z) cited another way.
            let text = "(Reading CTX-2.a) is code, not a comment"
            """
        let cited = Self.citations(in: source, file: "Sources/X.swift")
        #expect(cited.map(\.label) == ["CTX-1.a", "LIFE-8.z"])
        #expect(cited.map(\.isWellFormed) == [true, false])
    }

    @Test func outsideReferencesAreFound() {
        let markdown = """
            See [the spec](../../elsewhere/spec.md), [here](Sources/Nowhere.md) and `../../other/`.
            The old \(Self.outsideNames[0]); fine: [site](https://example.com), [top](#top), [me](README.md).
            """
        let problems = Self.outsideReferences(in: markdown, file: "README.md")
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.contains { $0.contains("links outside the repository: ../../elsewhere/spec.md") })
        #expect(problems.contains { $0.contains("links to a missing file: Sources/Nowhere.md") })
        #expect(problems.contains { $0.contains("path outside the repository: ../../other/") })
        let swift = "let path = \"../../x\"\n/// [spec](../../../x.md) and ../../../y\n"
        #expect(Self.outsideReferences(in: swift, file: "Sources/A/B.swift").count == 2)
        #expect(Self.outsideReferences(in: "[in](../Corpus/FORMAT.md)", file: "Corpus/README.md").isEmpty)
    }
}
