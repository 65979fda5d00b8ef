import Foundation
import PresCheck
import PresCheckCore

let arguments = Array(CommandLine.arguments.dropFirst())
let data = try! Data(contentsOf: URL(fileURLWithPath: arguments[0]))
let scenario = try! ScenarioFile.decode(data, file: arguments[0])
let observations = try! EngineDriver.run(scenario)
let encoder = ScenarioFile.makeEncoder()
print(String(decoding: try! encoder.encode(observations), as: UTF8.self))
