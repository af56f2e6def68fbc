// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "./Ownable.sol";

interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data)
        external
        returns (bytes4);
}

/// @title An ERC-1155 collection of a fixed number of token types, each minted to the deployer at deployment.
contract RidgeMultiToken is Ownable {
    string public name;
    string public symbol;
    string private baseURI;
    uint256 public immutable tokenTypes;

    mapping(uint256 => mapping(address => uint256)) private balances;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values);
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    constructor(string memory name_, string memory symbol_, string memory baseURI_, uint256[] memory minted) {
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        tokenTypes = minted.length;
        for (uint256 i = 0; i < minted.length; i++) {
            balances[i + 1][msg.sender] = minted[i];
            emit TransferSingle(msg.sender, address(0), msg.sender, i + 1, minted[i]);
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }

    function uri(uint256 id) external view returns (string memory) {
        require(id >= 1 && id <= tokenTypes, "ERC1155: unknown token type");
        return string.concat(baseURI, _decimal(id), ".json");
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        return balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids) external view returns (uint256[] memory out) {
        require(accounts.length == ids.length, "ERC1155: accounts and ids length mismatch");
        out = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) out[i] = balanceOf(accounts[i], ids[i]);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        require(from == msg.sender || isApprovedForAll[from][msg.sender], "ERC1155: caller is not token owner or approved");
        require(to != address(0), "ERC1155: transfer to the zero address");
        uint256 held = balances[id][from];
        require(held >= value, "ERC1155: insufficient balance for transfer");
        unchecked {
            balances[id][from] = held - value;
        }
        balances[id][to] += value;
        emit TransferSingle(msg.sender, from, to, id, value);
        if (to.code.length != 0) {
            bytes4 answer = IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data);
            require(answer == IERC1155Receiver.onERC1155Received.selector, "ERC1155: ERC1155Receiver rejected tokens");
        }
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }
}
