/// Quotes a string the way Swift would, escaping quotes, backslashes and line breaks.
///
/// ```swift
/// quoted("say \"hi\"")   // "\"say \\\"hi\\\"\""
/// ```
package func quoted(_ string: String) -> String {
  var result = "\""
  for character in string.unicodeScalars {
    switch character {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    default: result.unicodeScalars.append(character)
    }
  }
  return result + "\""
}
