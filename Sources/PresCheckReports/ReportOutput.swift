/// The four files `prescheck report` writes, from one report: `index.html` (for people),
/// `conformance.md` (the matrix), `junit.xml` (for CI) and `summary.json` (for dashboards). The
/// same report gives the same bytes.
/// Serves every rule ID.
extension CorpusReport {
    /// The report's files, in the order they are written.
    package func outputFiles() throws -> [ReportFile] {
        let matrix = ConformanceMatrix(self)
        return [
            ReportFile(name: "index.html", text: ReportHTML.text(self, matrix: matrix)),
            ReportFile(name: "conformance.md", text: ConformanceMarkdown.text(self, matrix: matrix)),
            ReportFile(name: "junit.xml", text: JUnitReport.text(self, matrix: matrix)),
            ReportFile(name: "summary.json", text: try SummaryJSON.text(self, matrix: matrix)),
        ]
    }

    /// The conformance matrix of the report.
    package var matrix: ConformanceMatrix { ConformanceMatrix(self) }
}
