// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The fee a sender offers the relayer that delivers its message.
struct TeleporterFeeInfo {
    address feeTokenAddress;
    uint256 amount;
}

struct TeleporterMessageInput {
    bytes32 destinationBlockchainID;
    address destinationAddress;
    TeleporterFeeInfo feeInfo;
    uint256 requiredGasLimit;
    address[] allowedRelayerAddresses;
    bytes message;
}

struct TeleporterMessageReceipt {
    uint256 receivedMessageNonce;
    address relayerRewardAddress;
}

struct TeleporterMessage {
    uint256 messageNonce;
    address originSenderAddress;
    bytes32 destinationBlockchainID;
    address destinationAddress;
    uint256 requiredGasLimit;
    address[] allowedRelayerAddresses;
    TeleporterMessageReceipt[] receipts;
    bytes message;
}

/// @title The cross-chain (ICM) messenger, predeployed at the same address on every chain.
/// @dev Messages are sent as events a relayer carries to the destination chain, where receiveCrossChainMessage
///      checks the Warp signature (the precompile) and records the delivery.
contract TeleporterMessenger {
    bytes32 public immutable blockchainID;
    uint256 public messageNonce;

    mapping(bytes32 => bool) public messageReceived;
    mapping(bytes32 => address) public relayerRewardAddresses;

    event SendCrossChainMessage(
        bytes32 indexed messageID,
        bytes32 indexed destinationBlockchainID,
        TeleporterMessage message,
        TeleporterFeeInfo feeInfo
    );
    event ReceiveCrossChainMessage(
        bytes32 indexed messageID,
        bytes32 indexed sourceBlockchainID,
        address indexed deliverer,
        address rewardRedeemer,
        TeleporterMessage message
    );

    constructor(bytes32 blockchainID_) {
        blockchainID = blockchainID_;
    }

    function sendCrossChainMessage(TeleporterMessageInput calldata input) external returns (bytes32 messageID) {
        require(input.destinationBlockchainID != blockchainID, "TeleporterMessenger: cannot send to own chain");
        uint256 nonce = ++messageNonce;
        messageID = _messageID(input.destinationBlockchainID, nonce);
        TeleporterMessage memory message = TeleporterMessage({
            messageNonce: nonce,
            originSenderAddress: msg.sender,
            destinationBlockchainID: input.destinationBlockchainID,
            destinationAddress: input.destinationAddress,
            requiredGasLimit: input.requiredGasLimit,
            allowedRelayerAddresses: input.allowedRelayerAddresses,
            receipts: new TeleporterMessageReceipt[](0),
            message: input.message
        });
        emit SendCrossChainMessage(messageID, input.destinationBlockchainID, message, input.feeInfo);
    }

    function receiveCrossChainMessage(
        bytes32 messageID,
        bytes32 sourceBlockchainID,
        address relayerRewardAddress,
        TeleporterMessage calldata message
    ) external {
        require(message.destinationBlockchainID == blockchainID, "TeleporterMessenger: invalid destination chain ID");
        require(!messageReceived[messageID], "TeleporterMessenger: message already delivered");
        messageReceived[messageID] = true;
        relayerRewardAddresses[messageID] = relayerRewardAddress;
        emit ReceiveCrossChainMessage(messageID, sourceBlockchainID, msg.sender, relayerRewardAddress, message);
    }

    /// @dev The network names a message by its source chain and transaction; this contract only needs it unique.
    function _messageID(bytes32 destinationBlockchainID, uint256 nonce) private view returns (bytes32) {
        return keccak256(abi.encode(address(this), blockchainID, destinationBlockchainID, nonce));
    }
}
