import Foundation

/// The ```swift blocks of a Markdown document, which the guide tests compile.
package enum MarkdownSwiftBlocks {
    /// One block: the words of its info string after the fence (`swift`, `pending`,
    /// `declarations`…), the index of its first code line, and its code lines.
    package struct Block {
        package let info: [String]
        package let firstLine: Int
        package let code: [String]
    }

    /// Every ```swift block of `text`, in order.
    package static func blocks(in text: String) -> [Block] {
        let lines = text.components(separatedBy: "\n")
        var result: [Block] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard fence.hasPrefix("```swift") else { continue }
            let info = fence.dropFirst(3).split(separator: " ").map(String.init)
            let firstLine = index
            var code: [String] = []
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                code.append(lines[index])
                index += 1
            }
            index += 1
            result.append(Block(info: info, firstLine: firstLine, code: code))
        }
        return result
    }
}
